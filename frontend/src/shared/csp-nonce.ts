import { setNonce } from 'get-nonce';

/**
 * The Content-Security-Policy admits only the shop's own style files and style elements that
 * carry the page's nonce. Each page the shop serves names it in `<meta property="csp-nonce">`:
 * as its `nonce` attribute in the index.html fallback, as its `content` on a server-rendered page
 * (where TanStack Router writes it); the dialogs' scroll lock (react-remove-scroll, under Radix Dialog) adds a
 * `<style>` element through react-style-singleton, which takes its nonce from get-nonce.
 * Imported first by main.tsx, before anything can open a dialog.
 */
const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
const nonce = meta?.nonce || meta?.content;
if (nonce) setNonce(nonce);
