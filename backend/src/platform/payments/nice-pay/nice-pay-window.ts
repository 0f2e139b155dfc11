import { NICE_PAY_CARDS } from './nice-pay.protocol.js';

/**
 * The pages and files of the NICE Pay simulator's payment window: the JS SDK stand-in
 * (`AUTHNICE.requestPay`), the card form, and the page that posts the authentication result to
 * the shop's `returnUrl`. No inline script or style, so the shop's CSP ('self' plus nonces) holds.
 */

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const hidden = (fields: Record<string, string | undefined>) =>
  Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');

const page = (base: string, title: string, body: string, script?: string) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${base}/v1/window.css">${script ? `<script src="${base}/v1/${script}" defer></script>` : ''}</head>
<body><main class="window"><header><strong>NICEPAY</strong><span>결제 시뮬레이터</span></header>${body}</main></body></html>`;

/**
 * The JS SDK stand-in served at `{base}/v1/js/`: `AUTHNICE.requestPay(options)` posts the options
 * (and the page it was called from, to come back to on 닫기) to the window; missing required
 * options go to `options.fnError({ errorMsg })` as in the real SDK.
 */
export function sdkScript(base: string): string {
  return `(function () {
  var REQUIRED = ['clientId', 'method', 'orderId', 'amount', 'goodsName', 'returnUrl'];
  window.AUTHNICE = {
    requestPay: function (options) {
      for (var i = 0; i < REQUIRED.length; i++) {
        if (options[REQUIRED[i]] === undefined || options[REQUIRED[i]] === '') {
          if (typeof options.fnError === 'function') options.fnError({ errorMsg: REQUIRED[i] + ' 값이 없습니다' });
          return;
        }
      }
      var form = document.createElement('form');
      form.method = 'POST';
      form.action = ${JSON.stringify(`${base}/v1/window`)};
      var fields = Object.assign({}, options, { openerUrl: location.href });
      Object.keys(fields).forEach(function (name) {
        if (typeof fields[name] === 'function' || fields[name] === undefined || fields[name] === null) return;
        var input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = String(fields[name]);
        form.appendChild(input);
      });
      document.body.appendChild(form);
      form.submit();
    },
  };
})();
`;
}

/** Submits the page's first form as soon as it loads (the result page's hand-back to the shop). */
export const AUTO_SUBMIT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });\n`;

export const WINDOW_CSS = `*{box-sizing:border-box}body{margin:0;background:#eef0f3;font:15px/1.5 system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1d2129}
.window{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.12);overflow:hidden}
header{display:flex;gap:8px;align-items:baseline;padding:16px 20px;background:#0b3d91;color:#fff}header span{font-size:13px;opacity:.85}
form,section{padding:20px}dl{display:grid;grid-template-columns:88px 1fr;gap:6px 12px;margin:0 0 18px}dt{color:#5b6470}dd{margin:0;font-weight:600}
label{display:block;margin:12px 0 4px;color:#5b6470;font-size:13px}select,input[type=text]{width:100%;padding:10px;border:1px solid #c8cdd3;border-radius:6px;font:inherit}
.actions{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:12px;border:0;border-radius:6px;font:inherit;font-weight:600;cursor:pointer}
button[value=pay]{background:#0b3d91;color:#fff}button[value=close]{background:#e4e7eb;color:#1d2129}.error{color:#c62828;font-weight:600}
.hint{margin-top:16px;font-size:12px;color:#5b6470}.hint li{margin:2px 0}
`;

/** What the window shows and carries over from `requestPay`. */
export interface WindowRequest {
  clientId: string;
  orderId: string;
  amount: string;
  goodsName: string;
  returnUrl: string;
  mallReserved?: string;
  mallUserId?: string;
  buyerName?: string;
  buyerTel?: string;
  buyerEmail?: string;
  openerUrl?: string;
}

/** The card form of the payment window, with the test cards that trigger each failure. */
export function windowPage(base: string, request: WindowRequest, error?: string): string {
  const amount = Number(request.amount).toLocaleString('ko-KR');
  // Sorted by code: a plain object lists integer-like keys ('12') before the others ('01').
  const cards = Object.entries(NICE_PAY_CARDS)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => `<option value="${code}">${escapeHtml(name)}카드</option>`)
    .join('');
  return page(
    base,
    'NICEPAY 결제',
    `<form method="post" action="${base}/v1/window/submit">
${hidden({ ...request })}
<dl><dt>상품명</dt><dd>${escapeHtml(request.goodsName)}</dd><dt>결제금액</dt><dd>${amount}원</dd><dt>주문번호</dt><dd>${escapeHtml(request.orderId)}</dd></dl>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="cardCode">카드사</label><select id="cardCode" name="cardCode">${cards}</select>
<label for="cardNumber">카드번호</label><input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="off" value="5361-1234-5678-1234">
<label for="cardQuota">할부</label><select id="cardQuota" name="cardQuota"><option value="0">일시불</option><option value="2">2개월</option><option value="3">3개월</option><option value="6">6개월</option></select>
<div class="actions"><button type="submit" name="action" value="close" formnovalidate>닫기</button><button type="submit" name="action" value="pay">결제하기</button></div>
<ul class="hint"><li>끝자리 0002: 카드사 거절</li><li>끝자리 0119: 승인 응답 지연(망취소)</li><li>끝자리 0127: 위변조된 서명</li></ul>
</form>`,
  );
}

/** The page that posts the authentication result to the shop's `returnUrl` at once (a button without JavaScript). */
export function resultPage(base: string, returnUrl: string, fields: Record<string, string | undefined>): string {
  return page(
    base,
    'NICEPAY 결제 결과 전달',
    `<form method="post" action="${escapeHtml(returnUrl)}">${hidden(fields)}
<section><p>결제 결과를 가맹점으로 전달하고 있습니다.</p><div class="actions"><button type="submit" value="pay">가맹점으로 돌아가기</button></div></section></form>`,
    'autosubmit.js',
  );
}

/** An error page of the window (bad request from the shop). */
export function errorPage(base: string, code: string, message: string): string {
  return page(base, 'NICEPAY 오류', `<section><p class="error" role="alert">[${escapeHtml(code)}] ${escapeHtml(message)}</p></section>`);
}

/** The card slip (매출전표) a payment's `receiptUrl` opens. */
export function receiptPage(
  base: string,
  slip: { tid: string; goodsName: string; amount: number; balanceAmt: number; cardName: string; cardNum: string; approveNo: string; paidAt: string },
): string {
  return page(
    base,
    '신용카드 매출전표',
    `<section><h1>신용카드 매출전표</h1><dl>
<dt>거래번호</dt><dd>${escapeHtml(slip.tid)}</dd><dt>상품명</dt><dd>${escapeHtml(slip.goodsName)}</dd>
<dt>카드</dt><dd>${escapeHtml(slip.cardName)} ${escapeHtml(slip.cardNum)}</dd><dt>승인번호</dt><dd>${escapeHtml(slip.approveNo)}</dd>
<dt>승인일시</dt><dd>${escapeHtml(slip.paidAt)}</dd><dt>결제금액</dt><dd>${slip.amount.toLocaleString('ko-KR')}원</dd>
<dt>취소가능</dt><dd>${slip.balanceAmt.toLocaleString('ko-KR')}원</dd></dl></section>`,
  );
}

/** The 현금영수증 a cash receipt's page shows: its use, the masked number, the amounts and the 국세청 approval number. */
export function cashReceiptPage(
  base: string,
  r: {
    tid: string;
    goodsName: string;
    amount: number;
    supplyAmt: number;
    goodsVat: number;
    receiptType: 'individual' | 'company';
    receiptNo: string;
    approveNo: string;
    approvedAt: string;
  },
): string {
  const masked =
    r.receiptType === 'company' ? `${r.receiptNo.slice(0, 3)}-${r.receiptNo.slice(3, 5)}-*****` : `${r.receiptNo.slice(0, 3)}-****-${r.receiptNo.slice(-4)}`;
  const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
  return page(
    base,
    '현금영수증',
    `<section><h1>현금영수증</h1><dl>
<dt>거래번호</dt><dd>${escapeHtml(r.tid)}</dd><dt>용도</dt><dd>${r.receiptType === 'company' ? '지출증빙용' : '소득공제용'}</dd>
<dt>발행번호</dt><dd>${escapeHtml(masked)}</dd><dt>상품명</dt><dd>${escapeHtml(r.goodsName)}</dd>
<dt>승인번호</dt><dd>${escapeHtml(r.approveNo)}</dd><dt>승인일시</dt><dd>${escapeHtml(r.approvedAt)}</dd>
<dt>공급가액</dt><dd>${won(r.supplyAmt)}</dd><dt>부가세</dt><dd>${won(r.goodsVat)}</dd><dt>합계</dt><dd>${won(r.amount)}</dd></dl></section>`,
  );
}
