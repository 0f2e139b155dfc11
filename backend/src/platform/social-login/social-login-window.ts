import type { OAuthProvider } from './social-login.protocol.js';

/** A person the simulator can sign in as: the provider's member number and what it gives the shop. */
export interface SimulatedAccount {
  id: string;
  name: string;
  email: string;
  /** As the provider formats it: Kakao `+82 10-…`, Naver `010-…`; empty when not given. */
  phone: string;
}

/** What the authorize page was opened with, carried through its form. */
export interface AuthorizeRequest {
  provider: OAuthProvider;
  clientId: string;
  redirectUri: string;
  state: string;
}

const BRAND: Record<OAuthProvider, { name: string; login: string }> = {
  kakao: { name: '카카오', login: '카카오계정으로' },
  naver: { name: '네이버', login: '네이버 아이디로' },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The simulator's stylesheet (served as a file: the shop's CSP allows its own styles only). */
export const AUTHORIZE_CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;background:#f4f4f2;color:#191919}
main{max-width:420px;margin:0 auto;padding:40px 20px 56px}
.mark{display:inline-flex;align-items:center;gap:8px;font-weight:700;font-size:15px;padding:8px 14px;border-radius:8px}
.kakao .mark{background:#FEE500;color:rgba(0,0,0,.85)}.naver .mark{background:#03C75A;color:#fff}
h1{font-size:22px;margin:20px 0 6px}p.lead{margin:0 0 22px;color:#555;font-size:14px;line-height:1.6}
.sim{display:inline-block;margin-left:6px;font-size:12px;color:#8a6d00;background:#fff6cc;padding:2px 8px;border-radius:999px}
.card{background:#fff;border:1px solid #e5e5e1;border-radius:12px;padding:18px;margin-bottom:14px}
.card h2{font-size:14px;margin:0 0 12px;color:#333}
button{font:inherit;cursor:pointer}
.account{display:block;width:100%;text-align:left;border:1px solid #e2e2de;background:#fafaf8;border-radius:10px;padding:12px 14px;margin-bottom:8px}
.account:hover,.account:focus-visible{border-color:#191919;outline:none}
.account strong{display:block;font-size:15px}.account span{font-size:13px;color:#666}
label{display:block;font-size:13px;color:#444;margin:10px 0 4px}input{width:100%;font:inherit;padding:10px 12px;border:1px solid #d6d6d2;border-radius:8px}
.primary{width:100%;margin-top:14px;padding:13px;border:0;border-radius:10px;font-weight:700}
.kakao .primary{background:#FEE500;color:rgba(0,0,0,.85)}.naver .primary{background:#03C75A;color:#fff}
.deny{width:100%;padding:13px;border:1px solid #d6d6d2;background:#fff;border-radius:10px;color:#555}
.error{background:#fff;border:1px solid #e5e5e1;border-radius:12px;padding:24px}
`;

/**
 * The provider's login and consent page as the simulator shows it: the test accounts to sign in
 * as, a form for another test account (its member number, name, e-mail, phone), and 동의하지
 * 않음 (the person declines: the shop gets `error=access_denied`). Every choice POSTs back to the
 * same address, which redirects to the shop's redirect URI.
 */
export function authorizePage(base: string, action: string, request: AuthorizeRequest, accounts: SimulatedAccount[], newId: string): string {
  const brand = BRAND[request.provider];
  const hidden = (['clientId', 'redirectUri', 'state'] as const)
    .map((k) => `<input type="hidden" name="${{ clientId: 'client_id', redirectUri: 'redirect_uri', state: 'state' }[k]}" value="${esc(request[k])}">`)
    .join('');
  const presets = accounts
    .map(
      (a) =>
        `<button class="account" type="submit" name="account" value="${esc(a.id)}"><strong>${esc(a.name)}</strong><span>${esc(a.email || '이메일 제공 안 함')} · ${esc(a.phone || '전화번호 제공 안 함')}</span></button>`,
    )
    .join('');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${brand.name} 로그인 (시뮬레이터)</title><link rel="stylesheet" href="${base}/authorize.css"></head>
<body class="${request.provider}"><main>
<span class="mark">${brand.name} 로그인</span><span class="sim">로컬 시뮬레이터</span>
<h1>${brand.login} 계속하기</h1>
<p class="lead">세라메종이 ${brand.name}에서 이름, 이메일, 휴대전화번호를 받아 로그인합니다. 테스트 계정을 고르거나 동의하지 않을 수 있습니다.</p>
<form method="post" action="${esc(action)}">${hidden}
<section class="card"><h2>테스트 계정</h2>${presets}</section>
<section class="card"><h2>다른 테스트 계정</h2>
<label for="id">회원번호</label><input id="id" name="id" value="${esc(newId)}" autocomplete="off">
<label for="name">이름</label><input id="name" name="name" value="" autocomplete="off">
<label for="email">이메일</label><input id="email" name="email" type="email" value="" autocomplete="off">
<label for="phone">휴대전화번호</label><input id="phone" name="phone" value="" autocomplete="off">
<button class="primary" type="submit" name="account" value="custom">동의하고 계속하기</button></section>
<button class="deny" type="submit" name="deny" value="1">동의하지 않음</button>
</form></main></body></html>`;
}

/** A page for an authorize request the simulator refuses (unknown client, bad redirect URI). */
export function authorizeErrorPage(base: string, message: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>로그인 오류</title>
<link rel="stylesheet" href="${base}/authorize.css"></head><body><main><div class="error"><h1>로그인할 수 없습니다</h1><p class="lead">${esc(message)}</p></div></main></body></html>`;
}
