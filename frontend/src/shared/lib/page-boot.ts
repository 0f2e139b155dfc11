/**
 * How a server-rendered page loads its scripts and web fonts: after its first screen is painted.
 *
 * The page arrives whole (HTML and the shop's stylesheet) and is readable without any script;
 * on a mobile network every byte fetched before the first paint delays it (Lighthouse's mobile
 * preset: ≈ 1.6 Mbit/s, 150 ms round trips). So the head links no script and no font: the router
 * writes the browser entry and each matched route's chunks as data scripts at the end of the body
 * (server/router-manifest.ts), and the boot script below, once the document is parsed and its
 * first content is on the screen (the browser's first-contentful-paint entry: a frame's paint
 * task ends before the frame is shown, and a request begun before then still competes with the
 * first screen; after 3 s, or at once for a page opened in the background or one whose server
 * HTML has no text to paint — the console's and other client-rendered pages, which would
 * otherwise wait the whole 3 s for a paint that never comes — it goes on without it), adds a
 * module preload for every chunk (fetched in parallel, not one import level at a time), the web
 * fonts (below) and the entry, which hydrates the page, one request per task: starting each
 * request cost the browser 2–4 ms of a desktop CPU on a page's first load, 30–50 ms for all of
 * them in one task.
 *
 * When the entry comes. A page the server rendered whole (`<html data-hydrate="intent">`,
 * Document.tsx) is complete without it: its links are links, and nothing on it moves by itself
 * but the home's carousel. Starting the shop's code there (React's and the shop's chunks
 * evaluated, the router made, the page hydrated: 150–250 ms of a desktop CPU, in tasks of
 * 10–100 ms on a phone) only competes with the shopper's first look and scroll, so the entry is
 * added on the shopper's first intent instead — the pointer moving or pressed, a touch, a key,
 * a focus, the wheel, a scroll. Meanwhile its chunks are only prefetched (into the HTTP cache, at
 * the lowest priority: a module preload also compiles each chunk on the main thread, 5–25 ms a
 * task), and module preloads for them go with the entry. It is added
 * at once when the page was not rendered whole (the console's, my-page's, the order pages:
 * client-rendered) or when the browser holds any of the shop's stores (names beginning
 * {@link BROWSER_STATE_PREFIX}: a session, a cart, recently viewed products), which the server
 * rendered without, or when the visitor allowed a tracker (the trackers count the visit as it
 * begins). Until the page has hydrated (`<html data-hydrated>`), a click that is not on a
 * link (a link navigates by itself, to a page rendered on the server) and a form's submission are
 * held and dispatched again once it has, and what was typed into a field meanwhile is handed to
 * the field's handlers (React keeps a field's typed value when it hydrates but does not report
 * it): a button pressed in the first moment still does what it says.
 * Before all that, as soon as the document is parsed and before the first paint, it touches what
 * the shop's code reads first while it starts: local and session storage, the cookies and the
 * history's state. A first touch is a synchronous round trip to the browser (storage loads the
 * origin's whole area): 1–10 ms here, but 10–40 ms on a busy load once the page's requests are
 * under way, and it came in the middle of the shop chunk's evaluation (zustand's persisted stores,
 * the router's scroll restoration) or of hydration (the cookies of the consent banner and the
 * home's popups); in a task of its own after the first paint it still counted, four times over,
 * in Lighthouse's blocking time, which starts at the first paint.
 *
 * Web fonts: a head script marks the document `data-fonts="sans serif"` (tokens.css: system fonts
 * meanwhile). The boot script notes the characters the page shows (Pretendard for all text, Noto
 * Serif KR for the text set in it) while the page's style is computed and reading it is cheap
 * (in slices of a few ms, so no task of it is long on a phone),
 * fetches the list of the fonts' faces (`fonts-<hash>.json` beside the fonts' stylesheet, written
 * by build/font-faces.ts) and registers as FontFace objects only the subsets of those characters
 * (about 20 of 216), so the browser never works through the stylesheet's 216 rules while the
 * page starts (that style update alone took 35–50 ms of a desktop CPU). As each family's subsets
 * have all come (or failed), it hands that family to the page region by region, Pretendard
 * first: the header, each block of the main column (a large one by its parts, down to blocks of
 * at most REGION_ELEMENTS elements) and the footer get `data-fonts-in` one frame
 * apart (blocks not rendered yet, `content-visibility` off screen, go along with the next one),
 * and once both families are handed over the document's mark goes (what is outside the regions:
 * dialogs, the skip link): one restyle of the whole page, 10–30 ms on home, instead of one per
 * family. The text is laid out again once per family and region instead of once per file as each
 * arrives, in tasks short enough on a phone's CPU (the first shaping of Korean text in a new face
 * is the costly part: all the page at once took 50 ms of a desktop CPU, four times that on
 * Lighthouse's phone). A region set in another family than the page's (its own `font-family`) is
 * left to the document's mark for Pretendard. The faces of the page's other characters (in
 * what is hidden for now: the menu drawer, blocks below the first screen) are registered too,
 * unloaded (the browser fetches one when its text shows), before the hand-over begins; later
 * ones when their characters appear, in text the page adds (a mutation observer) or that is typed
 * into a field. Registering faces restyles the page, and once the web font is in, lays all its
 * text out again: registering all the others in idle moments after the hand-over took 30–100 ms
 * of layout per batch. Without the list (the dev server, a
 * failed request) or without the FontFace API the stylesheet is linked instead.
 */

/**
 * The attribute on `<html>` of a page the server rendered whole (every matched route server-rendered):
 * `intent` lets the boot script start the shop's scripts on the shopper's first intent rather than
 * at once (Document.tsx).
 */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';

/**
 * What the names of the shop's stores kept in the browser (local and session storage) begin with:
 * a page whose visitor holds any (a session, a cart, a pick-up in progress) starts its scripts at
 * once, since the server rendered it without them.
 */
export const BROWSER_STATE_PREFIX = 'ceramaison.';

/** The head script that holds the web fonts back until the page's subsets are in. */
export const FONTS_LOADING_SCRIPT = "document.documentElement.setAttribute('data-fonts','sans serif')";

/** How long the boot script waits for the first contentful paint before it loads the scripts anyway, in ms. */
const FIRST_PAINT_PATIENCE_MS = 3_000;

/** How long one slice of the boot script's work (its requests, its reading of the page's text) runs before it yields, in ms (a phone's CPU takes four times as long). */
const TEXT_SLICE_MS = 6;

/**
 * A block of the main column with more elements than this is handed the web font by its parts
 * (recursively): the list's one container (≈ 730 elements) took 20–40 ms of layout in one step.
 */
const REGION_ELEMENTS = 120;

/** How many of the page's faces the boot script registers per task (each costs the browser about 1 ms of a desktop CPU). */
const FACES_PER_TASK = 4;

/** Face `i` is written in the faces' tables (build/font-faces.ts) as the character at FACE_BASE + i: no escape in JSON. */
export const FACE_BASE = 0x100;

/** The faces' list written beside the fonts' stylesheet `fontsHref` (build/font-faces.ts). */
export const facesHref = (fontsHref: string): string => fontsHref.replace(/\.css$/, '.json');

/** The attribute marking the data scripts that name a page's modules. */
export const MODULES_ATTRIBUTE = 'data-page-modules';

/** What one data script names: the browser entry (the root route's) and chunks to preload. */
export interface PageModules {
  entry?: string;
  preloads: string[];
}

/**
 * The inline boot script of a server-rendered page (ES5, no dependency): `fontsHref` is the
 * fonts' stylesheet, `consentCookie` the cookie of the visitor's tracking choice (a visitor who
 * allowed any tracker gets the scripts at once: they count the visit). It runs once, also when React renders it again while hydrating (a script
 * React hydrates is not run again).
 */
export function pageBootScript(fontsHref: string, consentCookie: string): string {
  return `(function(){
var d=document,n=d.currentScript&&d.currentScript.nonce,w=window;
function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];if(n)e.nonce=n;(t==='script'?d.body:d.head).appendChild(e);return e}
function fontsIn(){d.documentElement.removeAttribute('data-fonts')}
function nextFrame(){return new Promise(function(r){requestAnimationFrame(function(){setTimeout(r,0)})})}
function pageText(done){var sans={},serif={},tw=d.createTreeWalker(d.body,4),serifOf=new Map();
(function slice(){var t,el,c,i,until=performance.now()+${TEXT_SLICE_MS};
while((t=tw.nextNode())){el=t.parentElement;if(!el||/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(el.tagName)||!t.data.trim())continue;
if(!serifOf.has(el))serifOf.set(el,el.checkVisibility&&!el.checkVisibility({contentVisibilityAuto:true})?null:/Myeongjo/.test(getComputedStyle(el).fontFamily));
c=serifOf.get(el);if(c!==null)for(i=0;i<t.data.length;i++)(c?serif:sans)[t.data[i]]=1;
if(performance.now()>until)return setTimeout(slice,0)}
done({sans:Object.keys(sans).join(''),serif:Object.keys(serif).join('')})})()}
function settled(p){return Promise.resolve(p).then(null,function(){})}
function fontsLoad(text,ix){var want=[],families=Object.keys(ix.tables);
function faceOf(family,code){return ix.tables[family].charCodeAt(code)-${FACE_BASE}}
function mark(chars,family,name){var i,f;for(i=0;i<chars.length;i++){f=faceOf(family,chars.charCodeAt(i));if(f>=0)want[f]=name}}
mark(text.sans,'Pretendard Variable','sans');mark(text.serif,'Noto Serif KR','serif');
function face(f){var x=ix.faces[f];return new FontFace(x[0],x[3],{style:x[1],weight:x[2],unicodeRange:x[4],display:'swap'})}
function more(s,add){var c=Array.from(new Set(s)),i,j,f;for(j=0;j<families.length;j++)for(i=0;i<c.length;i++){f=faceOf(families[j],c[i].charCodeAt(0));if(f>=0&&!want[f]){want[f]='later';add(f)}}}
function register(f){d.fonts.add(face(f))}
new MutationObserver(function(list){var s='';list.forEach(function(m){if(m.type==='characterData')s+=m.target.data;else m.addedNodes.forEach(function(n){s+=n.textContent||''})});if(s)more(s,register)}).observe(d.body,{childList:true,subtree:true,characterData:true});
d.addEventListener('input',function(e){var v=e.target&&e.target.value;if(typeof v==='string')more(v,register)},true);
var queue=[],loads={sans:[],serif:[]},scanned=0;want.forEach(function(name,f){queue.push(f)});
new Promise(function(done){(function step(){if(!queue.length&&!scanned){scanned=1;more(d.body.textContent||'',function(f){queue.push(f)})}
else queue.splice(0,${FACES_PER_TASK}).forEach(function(f){var o=face(f);d.fonts.add(o);if(loads[want[f]])loads[want[f]].push(settled(o.load()))});if(queue.length||!scanned)setTimeout(step,0);else done()})()})
.then(function(){var serif=Promise.all(loads.serif);return Promise.all(loads.sans).then(function(){return reveal('sans')}).then(function(){return serif}).then(function(){return reveal('serif')}).then(fontsIn)})}
function regions(){var m=d.querySelector('main'),l=[],c,s;if(!m||!m.parentElement)return l;
function part(el){var k;if(el.firstElementChild&&el.getElementsByTagName('*').length>${REGION_ELEMENTS})for(k=el.firstElementChild;k;k=k.nextElementSibling)part(k);else l.push(el)}
for(c=m.parentElement.firstElementChild;c;c=c.nextElementSibling){if(c===m){for(s=m.firstElementChild;s;s=s.nextElementSibling)part(s)}else if(!/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(c.tagName))l.push(c)}return l}
function reveal(family){var l=regions(),body=getComputedStyle(d.body).fontFamily,i=0;
function step(){var shown=0,el;while(i<l.length&&!shown){el=l[i++];if(family==='sans'&&getComputedStyle(el).fontFamily!==body)continue;
el.setAttribute('data-fonts-in',((el.getAttribute('data-fonts-in')||'')+' '+family).trim());shown=!el.checkVisibility||el.checkVisibility({contentVisibilityAuto:true})}
if(shown)return nextFrame().then(step);return nextFrame()}
return step()}
function go(){if(w.__pageBooted)return;w.__pageBooted=1;
var jobs=[],entry,seen={},chunks=[],now=intended||eager();
d.querySelectorAll('script[${MODULES_ATTRIBUTE}]').forEach(function(s){var m=JSON.parse(s.textContent);if(m.entry)entry=m.entry;
m.preloads.forEach(function(h){if(!seen[h]&&h!==m.entry){seen[h]=1;chunks.push(h);jobs.push(function(){if(now)add('link',{rel:'modulepreload',href:h});else if(!started)add('link',{rel:'prefetch',href:h})})}})});
if(entry){start=function(){if(started)return;started=1;add('script',{type:'module',src:entry});if(!now)chunks.forEach(function(h){add('link',{rel:'modulepreload',href:h})})};if(now)jobs.unshift(start)}
function sheet(){fontsIn();add('link',{rel:'stylesheet',href:${JSON.stringify(fontsHref)}})}
jobs.push(function(){if(!(d.fonts&&w.Map&&w.Set&&Array.from&&w.FontFace&&w.fetch&&w.MutationObserver&&w.performance))return sheet();
var faces=fetch(${JSON.stringify(facesHref(fontsHref))}).then(function(r){if(!r.ok)throw r.status;return r.json()});
faces['catch'](function(){});pageText(function(text){faces.then(function(ix){fontsLoad(text,ix)})['catch'](sheet)})});
(function run(){if(jobs.length)jobs.shift()();if(jobs.length)setTimeout(run,0)})()}
function shows(){var tw=d.createTreeWalker(d.body,4),t,el;while((t=tw.nextNode())){el=t.parentElement;if(el&&!/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(el.tagName)&&t.data.trim())return 1}return 0}
var start=null,started=0,intended=0;
function eager(){if(d.documentElement.getAttribute('${HYDRATE_ATTRIBUTE}')!=='intent')return 1;
if(new RegExp('(^|; *)${consentCookie}=(?!none)').test(d.cookie))return 1;
try{var stores=[w.localStorage,w.sessionStorage],i,j;for(j=0;j<2;j++)for(i=0;i<stores[j].length;i++)if((stores[j].key(i)||'').indexOf('${BROWSER_STATE_PREFIX}')===0)return 1}catch(e){return 1}return 0}
function untilHydrated(){var root=d.documentElement,held=[],typed=[],on=['pointerdown','pointermove','touchstart','keydown','focusin','wheel','scroll'];
function hydrated(){return root.hasAttribute('data-hydrated')}
function intent(){intended=1;if(start)start();on.forEach(function(t){w.removeEventListener(t,intent,true)})}
on.forEach(function(t){w.addEventListener(t,intent,{capture:true,passive:true})});
function hold(e){if(hydrated())return;var t=e.target;if(e.type==='click'){if(!t.closest||t.closest('a[href]')||e.button)return;var c={bubbles:true,cancelable:true,composed:true,view:w,detail:e.detail,clientX:e.clientX,clientY:e.clientY,screenX:e.screenX,screenY:e.screenY,ctrlKey:e.ctrlKey,shiftKey:e.shiftKey,altKey:e.altKey,metaKey:e.metaKey};held.push(function(){if(t.isConnected)t.dispatchEvent(new MouseEvent('click',c))})}
else{if(!t.isConnected)return;var s=e.submitter;held.push(function(){if(t.isConnected)t.requestSubmit?t.requestSubmit(s&&s.form===t?s:null):t.dispatchEvent(new Event('submit',{bubbles:true,cancelable:true}))})}
e.preventDefault();e.stopImmediatePropagation()}
function note(e){if(!hydrated()&&typed.indexOf(e.target)<0)typed.push(e.target)}
w.addEventListener('click',hold,true);w.addEventListener('submit',hold,true);w.addEventListener('input',note,true);w.addEventListener('change',note,true);
new MutationObserver(function(l,o){if(!hydrated())return;o.disconnect();w.removeEventListener('click',hold,true);w.removeEventListener('submit',hold,true);w.removeEventListener('input',note,true);w.removeEventListener('change',note,true);
typed.forEach(function(el){if(!el.isConnected)return;var v=el.value,text=/^(INPUT|TEXTAREA)$/.test(el.tagName)&&!/^(checkbox|radio|file)$/.test(el.type);
if(text){var proto=Object.getPrototypeOf(el),own=Object.getOwnPropertyDescriptor(proto,'value');el.value=v+' ';if(own&&own.set)own.set.call(el,v);else el.value=v;el.dispatchEvent(new Event('input',{bubbles:true}))}
else el.dispatchEvent(new Event('change',{bubbles:true}))});
setTimeout(function(){held.forEach(function(f){f()})},0)}).observe(root,{attributes:true,attributeFilter:['data-hydrated']})}
function touch(){[function(){return w.localStorage.length},function(){return w.sessionStorage.length},function(){return d.cookie},function(){return w.history.state}].forEach(function(f){try{f()}catch(e){}})}
function painted(){touch();untilHydrated();if(d.visibilityState==='hidden'||!shows())return go();
var fcp=0;function once(){if(!fcp){fcp=1;go()}}setTimeout(once,${FIRST_PAINT_PATIENCE_MS});
try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(once,0)}}).observe({type:'paint',buffered:true})}
catch(e){requestAnimationFrame(function(){setTimeout(once,0)})}}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',painted);else painted()})()`;
}
