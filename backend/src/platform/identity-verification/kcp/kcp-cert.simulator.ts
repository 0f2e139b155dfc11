import { createHash, randomBytes } from 'node:crypto';
import { AUTO_SUBMIT_SCRIPT, escapeHtml } from '../../payments/nice-pay/nice-pay-window.js';
import { KCP_SUCCESS, type KcpCertPerson, type SimulatorCertCodec } from './kcp-cert.protocol.js';

/** People the simulator's window offers, ready to pick (any other may be typed in). */
export const SIMULATED_PEOPLE = [
  { name: '김세라', birthDay: '19900315', phone: '01012345678', sexCode: '02' },
  { name: '이도윤', birthDay: '19851102', phone: '01098765432', sexCode: '01' },
  { name: '박서연', birthDay: '20010720', phone: '01055554444', sexCode: '02' },
];

/** The simulated CI (88 characters, base64 of 64 bytes) of a person: the same name, birth day and phone are the same person. */
export function simulatedCi(name: string, birthDay: string, phone: string): string {
  return createHash('sha512')
    .update(`ci|${name.trim()}|${birthDay}|${phone.replace(/\D/g, '')}`)
    .digest('base64');
}

const CSS = `*{box-sizing:border-box}body{margin:0;background:#f2f1ee;font:15px/1.55 system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1d2129}
.window{max-width:440px;margin:32px auto;background:#fff;border-radius:10px;box-shadow:0 8px 30px rgba(0,0,0,.1);overflow:hidden}
header{display:flex;gap:8px;align-items:baseline;padding:16px 20px;background:#d7282f;color:#fff}header span{font-size:13px;opacity:.9}
form,section{padding:20px}label{display:block;margin:12px 0 4px;color:#5b6470;font-size:13px}
select,input[type=text]{width:100%;padding:10px;border:1px solid #c8cdd3;border-radius:6px;font:inherit}
.actions{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:12px;border:0;border-radius:6px;font:inherit;font-weight:600;cursor:pointer}
button[value=cert]{background:#1d2129;color:#fff}button[value=fail]{background:#e4e7eb;color:#1d2129}.hint{margin-top:14px;font-size:12px;color:#5b6470}`;

const page = (base: string, title: string, body: string, script = false) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${base}/window.css">${script ? `<script src="${base}/autosubmit.js" defer></script>` : ''}</head>
<body><main class="window"><header><strong>KCP</strong><span>휴대폰 본인확인 시뮬레이터</span></header>${body}</main></body></html>`;

const hidden = (fields: Record<string, string | undefined>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([n, v]) => `<input type="hidden" name="${escapeHtml(n)}" value="${escapeHtml(v)}">`)
    .join('');

const html = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

/**
 * A stand-in for KCP's 본인인증 window, served by the shop (see kcp-cert.config.ts): it takes
 * the request form (site_cd, ordr_idxx, Ret_URL), lets a tester pick or type a person (name,
 * birth day, phone; the CI follows from them) or fail, and posts KCP's result fields to
 * Ret_URL, signed and sealed with the site's key exactly as the shop checks real ones.
 */
export class KcpCertSimulator {
  constructor(
    private readonly options: { base: string; siteCd: string },
    private readonly codec: SimulatorCertCodec,
  ) {}

  async handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.slice(this.options.base.length);
    if (path === '/window.css') return new Response(CSS, { headers: { 'content-type': 'text/css; charset=utf-8' } });
    if (path === '/autosubmit.js') return new Response(AUTO_SUBMIT_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
    if (request.method !== 'POST') return html(page(this.options.base, 'KCP', '<section><p>본인인증 요청이 없습니다.</p></section>'), 404);
    const form = new URLSearchParams(await request.text());
    if (path === '/cert_view') return this.window(form);
    if (path === '/cert_view/submit') return this.result(form);
    return html(page(this.options.base, 'KCP', '<section><p>찾을 수 없습니다.</p></section>'), 404);
  }

  private window(form: URLSearchParams): Response {
    const { base, siteCd } = this.options;
    const carried = { site_cd: form.get('site_cd') ?? '', ordr_idxx: form.get('ordr_idxx') ?? '', Ret_URL: form.get('Ret_URL') ?? '' };
    if (carried.site_cd !== siteCd || !carried.ordr_idxx || !carried.Ret_URL.startsWith('/'))
      return html(page(base, 'KCP 오류', '<section><p role="alert">요청 정보가 올바르지 않습니다 (site_cd, ordr_idxx, Ret_URL).</p></section>'), 400);
    const people = SIMULATED_PEOPLE.map((p, i) => `<option value="${i}">${escapeHtml(p.name)} · ${p.birthDay} · ${p.phone}</option>`).join('');
    return html(
      page(
        base,
        'KCP 휴대폰 본인확인',
        `<form method="post" action="${base}/cert_view/submit">${hidden(carried)}
<label for="person">테스트 인물</label><select id="person" name="person"><option value="">직접 입력</option>${people}</select>
<label for="user_name">이름</label><input id="user_name" name="user_name" type="text" autocomplete="off">
<label for="birth_day">생년월일 (YYYYMMDD)</label><input id="birth_day" name="birth_day" type="text" inputmode="numeric" autocomplete="off">
<label for="phone_no">휴대폰 번호</label><input id="phone_no" name="phone_no" type="text" inputmode="numeric" autocomplete="off">
<div class="actions"><button type="submit" name="action" value="fail">인증 실패</button><button type="submit" name="action" value="cert">인증 완료</button></div>
<p class="hint">직접 입력한 값이 있으면 그 사람으로, 없으면 고른 테스트 인물로 인증합니다. 같은 이름·생년월일·번호는 같은 사람(CI)입니다.</p>
</form>`,
      ),
    );
  }

  private result(form: URLSearchParams): Response {
    const { base, siteCd } = this.options;
    const retUrl = form.get('Ret_URL') ?? '';
    const ordrIdxx = form.get('ordr_idxx') ?? '';
    if (!retUrl.startsWith('/') || retUrl.startsWith('//'))
      return html(page(base, 'KCP 오류', '<section><p role="alert">Ret_URL이 올바르지 않습니다.</p></section>'), 400);
    let fields: Record<string, string>;
    const picked = SIMULATED_PEOPLE[Number(form.get('person'))];
    const typed = {
      name: form.get('user_name')?.trim() ?? '',
      birthDay: form.get('birth_day')?.replace(/\D/g, '') ?? '',
      phone: form.get('phone_no')?.replace(/\D/g, '') ?? '',
    };
    const who = typed.name ? { ...typed, sexCode: '01' } : picked;
    if (form.get('action') !== 'cert' || !who || !/^\d{8}$/.test(who.birthDay) || !/^\d{10,11}$/.test(who.phone)) {
      fields = {
        site_cd: siteCd,
        ordr_idxx: ordrIdxx,
        res_cd: '9999',
        res_msg: form.get('action') === 'cert' ? '입력 정보가 올바르지 않습니다' : '사용자가 인증을 취소했습니다',
      };
    } else {
      const certNo = `${Date.now()}${randomBytes(3).toString('hex')}`.slice(0, 20);
      const ci = simulatedCi(who.name, who.birthDay, who.phone);
      const person: KcpCertPerson = {
        comm_id: 'SKT',
        phone_no: who.phone,
        user_name: who.name,
        birth_day: who.birthDay,
        sex_code: who.sexCode,
        local_code: '01',
        ci,
        di: createHash('sha256').update(`di|${siteCd}|${ci}`).digest('base64').replace(/=+$/, '').padEnd(64, 'A').slice(0, 64),
      };
      fields = {
        site_cd: siteCd,
        ordr_idxx: ordrIdxx,
        res_cd: KCP_SUCCESS,
        res_msg: '정상처리',
        cert_no: certNo,
        enc_cert_data: this.codec.encrypt(siteCd, certNo, person),
        dn_hash: this.codec.dnHash(siteCd, ordrIdxx, certNo),
      };
    }
    return html(
      page(
        base,
        'KCP 본인인증 결과 전달',
        `<form method="post" action="${escapeHtml(retUrl)}">${hidden(fields)}<section><p>인증 결과를 전달하고 있습니다.</p><div class="actions"><button type="submit" value="cert">계속</button></div></section></form>`,
        true,
      ),
    );
  }
}
