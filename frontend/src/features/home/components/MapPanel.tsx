import styles from './MapPanel.module.css';

/** A drawn, map-like panel with a pin (no external map tiles: the shop works offline). */
export function MapPanel({ label }: { label: string }) {
  return (
    <figure className={styles.map} aria-label={`약도: ${label}`}>
      <svg viewBox="0 0 640 440" preserveAspectRatio="xMidYMid slice" role="img" aria-hidden>
        <rect width="640" height="440" fill="#ece6dc" />
        <path d="M-20 330 C 120 290, 200 360, 330 320 S 560 250, 680 290 L 680 380 C 560 340, 450 400, 330 392 S 110 370, -20 410 Z" fill="#cfd6d4" />
        <g fill="#dfe3d2">
          <rect x="420" y="60" width="120" height="80" rx="6" />
          <rect x="70" y="150" width="90" height="60" rx="6" />
        </g>
        <g stroke="#fbf8f3" strokeWidth="10" strokeLinecap="round" fill="none">
          <path d="M0 110 H640" />
          <path d="M0 230 C 200 220, 380 240, 640 205" />
          <path d="M200 0 V300" />
          <path d="M360 0 C 350 120, 380 220, 350 320" />
        </g>
        <g stroke="#fbf8f3" strokeWidth="4">
          <path d="M0 60 H640M0 170 H640M100 0 V300M280 0 V260M470 0 V240M560 0 V250" />
        </g>
        <g fill="#e3dbcf">
          <rect x="215" y="125" width="55" height="35" rx="3" />
          <rect x="290" y="125" width="60" height="35" rx="3" />
          <rect x="215" y="180" width="55" height="30" rx="3" />
          <rect x="375" y="120" width="80" height="40" rx="3" />
          <rect x="115" y="70" width="70" height="30" rx="3" />
        </g>
        <g transform="translate(320 188)">
          <ellipse cx="0" cy="30" rx="16" ry="5" fill="rgba(31,29,27,0.18)" />
          <path d="M0 28 C -6 18, -20 6, -20 -8 A 20 20 0 0 1 20 -8 C 20 6, 6 18, 0 28 Z" fill="#9a6b4f" />
          <circle cx="0" cy="-8" r="7" fill="#faf8f5" />
        </g>
      </svg>
      <figcaption className={styles.caption}>
        <strong>CÉRAMAISON Showroom</strong>
        <span>{label}</span>
      </figcaption>
    </figure>
  );
}
