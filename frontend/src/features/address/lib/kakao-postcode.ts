import type { KakaoPostcodeData } from '@shop/contracts';

/** Options of `new daum.Postcode(...)` the shop uses (Kakao postcode guide). */
export interface KakaoPostcodeOptions {
  oncomplete(data: KakaoPostcodeData): void;
  onclose?(state: 'FORCE_CLOSE' | 'COMPLETE_CLOSE'): void;
  width?: string | number;
  height?: string | number;
}

/** The widget: `embed(element)` draws the search inside an element of the page. */
export interface KakaoPostcode {
  embed(element: HTMLElement, options?: { q?: string; autoClose?: boolean }): void;
  open(options?: { q?: string }): void;
}

/** The constructor the script defines as `daum.Postcode`. */
export type KakaoPostcodeConstructor = new (options: KakaoPostcodeOptions) => KakaoPostcode;

interface DaumGlobal {
  Postcode?: KakaoPostcodeConstructor;
  /** The v2 loader: calls back once the widget's own files are in. */
  postcode?: { load?(ready: () => void): void };
}

const daum = () => (window as unknown as { daum?: DaumGlobal }).daum;

let loading: Promise<KakaoPostcodeConstructor> | null = null;
let failed = false;

/**
 * Loads Kakao's postcode widget script (`scriptUrl`, v2) once and answers `daum.Postcode`.
 * Rejects when the script cannot be reached, blocked or not ready within `timeoutMs` (ms); after
 * one failure it rejects at once for the rest of the visit, so the page falls back to the shop's
 * own search without waiting again.
 */
export function loadKakaoPostcode(scriptUrl: string, timeoutMs: number): Promise<KakaoPostcodeConstructor> {
  const ready = daum()?.Postcode;
  if (ready) return Promise.resolve(ready);
  if (failed) return Promise.reject(new Error('postcode widget unavailable'));
  loading ??= new Promise<KakaoPostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      failed = true;
      loading = null;
      reject(new Error(`postcode widget: ${reason}`));
    };
    const done = () => {
      const Postcode = daum()?.Postcode;
      if (!Postcode) return fail('no daum.Postcode');
      window.clearTimeout(timer);
      resolve(Postcode);
    };
    const timer = window.setTimeout(() => fail(`no answer in ${timeoutMs} ms`), timeoutMs);
    script.src = scriptUrl;
    script.async = true;
    script.onerror = () => fail('script failed to load');
    script.onload = () => {
      const loader = daum()?.postcode?.load;
      if (loader) loader(done);
      else done();
    };
    document.head.appendChild(script);
  });
  return loading;
}
