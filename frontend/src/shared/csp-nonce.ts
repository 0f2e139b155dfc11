import { setNonce } from 'get-nonce';

/**
 * The Content-Security-Policy admits only the shop's own style files and style elements that
 * carry the page's nonce. The shop writes the nonce into `<meta property="csp-nonce">` of each
 * page it serves; the dialogs' scroll lock (react-remove-scroll, under Radix Dialog) adds a
 * `<style>` element through react-style-singleton, which takes its nonce from get-nonce.
 * Imported first by main.tsx, before anything can open a dialog.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);
