/** Line drawing of a bathroom: an arched window, a freestanding tub and a wall basin. */
export function BathroomDrawing() {
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden>
      <rect width="400" height="300" fill="#e9e2d7" />
      <rect y="210" width="400" height="90" fill="#ddd4c6" />
      <path d="M60 210V110a50 50 0 0 1 100 0v100" fill="#f4efe7" stroke="#b6a995" strokeWidth="1.2" />
      <path d="M110 60v150M60 150h100" stroke="#cfc4b3" strokeWidth="1" />
      <path d="M190 190h170q0 44-44 44h-82q-44 0-44-44Z" fill="#faf7f2" stroke="#9e907c" strokeWidth="1.2" />
      <path d="M206 234l-8 16M344 234l8 16" stroke="#9e907c" strokeWidth="1.2" />
      <path d="M330 190v-58q0-10 10-10h8" fill="none" stroke="#7f7465" strokeWidth="2" />
      <circle cx="275" cy="96" r="26" fill="none" stroke="#b6a995" strokeWidth="1.2" />
      <path d="M20 210h360" stroke="#b6a995" strokeWidth="1" />
    </svg>
  );
}

/** Line drawing of a kitchen: a ceramic sink in a counter, a tall tap and open shelving. */
export function KitchenDrawing() {
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden>
      <rect width="400" height="300" fill="#dcd6cc" />
      <rect y="186" width="400" height="114" fill="#4a4540" />
      <rect y="178" width="400" height="10" fill="#efe9df" />
      <path d="M150 178v26q0 10 10 10h80q10 0 10-10v-26" fill="#f7f3ec" stroke="#efe9df" strokeWidth="1" />
      <path d="M200 178V118q0-18 18-18h6q14 0 14 14v10" fill="none" stroke="#2f2c29" strokeWidth="3" strokeLinecap="round" />
      <path d="M40 80h110M40 130h110M250 80h110M250 130h110" stroke="#a99d8b" strokeWidth="2" />
      <circle cx="70" cy="66" r="13" fill="#c9b9a3" />
      <rect x="96" y="54" width="22" height="26" rx="3" fill="#efe9df" stroke="#a99d8b" />
      <path d="M280 130v-26h20v26M318 130v-40h14v40" fill="#efe9df" stroke="#a99d8b" />
      <path d="M0 250h400" stroke="#5a544e" strokeWidth="1" />
      <path d="M130 188v112M270 188v112" stroke="#5a544e" strokeWidth="1" />
    </svg>
  );
}

/** A quiet drawing of a thrown ceramic vessel for the brand story. */
export function VesselDrawing() {
  return (
    <svg viewBox="0 0 400 480" preserveAspectRatio="xMidYMid slice" aria-hidden>
      <rect width="400" height="480" fill="#d8cdbd" />
      <circle cx="290" cy="120" r="70" fill="#e7ddcf" />
      <path d="M160 110q-6 40 -50 90q-40 50 -20 140q20 70 110 70t110-70q20-90-20-140q-44-50-50-90z" fill="#f3ede4" stroke="#a2927c" strokeWidth="1.4" />
      <path d="M160 110h80" stroke="#a2927c" strokeWidth="1.4" />
      <path d="M96 300q104 30 208 0M92 340q108 30 216 0" stroke="#c8baa6" strokeWidth="1" fill="none" />
      <path d="M0 420h400" stroke="#b8aa95" />
    </svg>
  );
}
