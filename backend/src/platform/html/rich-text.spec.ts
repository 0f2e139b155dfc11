import { sanitizeRichText } from './rich-text.js';

describe('rich text sanitiser: what a description needs survives', () => {
  it.each([
    ['headings and paragraphs', '<h2>소개</h2><h3>특징</h3><p>무광 유약<br />마감</p>'],
    ['emphasis', '<p><strong>강하게</strong> <em>기울여</em> <u>밑줄</u> <s>취소</s></p>'],
    ['lists', '<ul><li>하나</li><li>둘</li></ul><ol start="3"><li>셋</li></ol>'],
    ['quotes', '<blockquote><p>고요한 아침</p></blockquote>'],
    [
      'tables',
      '<table><caption>규격</caption><thead><tr><th scope="col">항목</th><th colspan="2">값</th></tr></thead><tbody><tr><td>폭</td><td rowspan="2">600</td></tr></tbody></table>',
    ],
    [
      'figures with our own pictures',
      '<figure><img src="/files/demo/basin-1.webp" alt="세면대" width="600" height="400" /><figcaption>화이트</figcaption></figure>',
    ],
    ['pictures from an https address', '<img src="https://cdn.example.kr/a.jpg" alt="" />'],
    ['alignment classes', '<p class="align-center">가운데</p><div class="align-right"><span class="align-left">왼쪽</span></div>'],
  ])('%s', (_what, html) => expect(sanitizeRichText(html)).toBe(html));

  it('keeps http, https, mailto and relative links and forces rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://ceramaison.kr/a">a</a>')).toBe('<a href="https://ceramaison.kr/a" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="http://example.kr" rel="opener">a</a>')).toBe('<a href="http://example.kr" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="mailto:cs@ceramaison.kr">a</a>')).toBe('<a href="mailto:cs@ceramaison.kr" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="/shop/products/cl-wb-600#spec">a</a>')).toBe('<a href="/shop/products/cl-wb-600#spec" rel="noopener noreferrer">a</a>');
  });

  it('lets a link open a new tab, and nothing else', () => {
    expect(sanitizeRichText('<a href="/a" target="_blank">a</a>')).toBe('<a href="/a" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="/a" target="_top">a</a>')).toBe('<a href="/a" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="/a" target="frame1">a</a>')).toBe('<a href="/a" rel="noopener noreferrer">a</a>');
  });

  it('keeps Korean text and its punctuation as text', () => {
    expect(sanitizeRichText('<p>톰 &amp; 제리 &lt;3</p>')).toBe('<p>톰 &amp; 제리 &lt;3</p>');
    expect(sanitizeRichText('<p>3 < 5</p>')).toBe('<p>3 &lt; 5</p>');
  });
});

describe('rich text sanitiser: hostile markup is removed', () => {
  it.each([
    ['a script element and its code', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['event handlers', '<p onclick="alert(1)" onmouseover="alert(2)">a</p><img src="/files/a.png" onerror="alert(3)" />', '<p>a</p><img src="/files/a.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['an obfuscated javascript: link', '<a href="  jAvA&#x09;ScRiPt&colon;alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    [
      'an entity-encoded javascript: link',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">a</a>',
      '<a rel="noopener noreferrer">a</a>',
    ],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['a protocol-relative link', '<a href="//evil.example/x">a</a>', '<a rel="noopener noreferrer">a</a>'],
    ['a data: picture', '<img src="data:image/svg+xml,<svg onload=alert(1)>" />', ''],
    ['a javascript: picture', '<img src="javascript:alert(1)" />', ''],
    ['a relative picture outside /files/', '<img src="/api/v1/me" alt="x" />', ''],
    ['a picture climbing out of /files/', '<img src="/files/../api/v1/me" />', ''],
    ['a picture without a source', '<img alt="x" />', ''],
    ['odd picture sizes', '<img src="/files/a.png" width="100px;x" height="1e9" />', '<img src="/files/a.png" />'],
    ['style attributes', '<p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['style elements', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['classes outside the allow-list', '<p class="align-center evil">a</p>', '<p class="align-center">a</p>'],
    ['frames', '<iframe src="https://evil.example"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe><p>a</p>', '<p>a</p>'],
    ['objects and embeds', '<object data="x.swf"></object><embed src="x.swf" /><p>a</p>', '<p>a</p>'],
    ['SVG and MathML', '<svg onload="alert(1)"><circle r="1" /></svg><math><mi>x</mi></math><p>a</p>', '<p>a</p>'],
    ['forms', '<form action="https://evil.example"><input name="q" /><button>전송</button></form><p>a</p>', '<p>a</p>'],
    ['base and meta', '<base href="https://evil.example/" /><meta http-equiv="refresh" content="0;url=javascript:alert(1)" /><p>a</p>', '<p>a</p>'],
    [
      'templates and noscript',
      '<template><img src=x onerror=alert(1)></template><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>a</p>',
      '<p>a</p>',
    ],
    ['links elements', '<link rel="stylesheet" href="https://evil.example/a.css" /><p>a</p>', '<p>a</p>'],
    ['unknown attributes', '<p id="x" data-x="1" aria-hidden="true">a</p>', '<p>a</p>'],
  ])('%s', (_what, html, clean) => expect(sanitizeRichText(html)).toBe(clean));

  it('leaves no markup a browser would run, however it is nested', () => {
    const nested = '<div><p><a href="/a"><strong><em><u>'.repeat(20) + '<img src=x onerror=alert(1)>' + '</u></em></strong></a></p></div>'.repeat(20);
    const clean = sanitizeRichText(nested);
    expect(clean).not.toMatch(/onerror|<img/i);
  });
});
