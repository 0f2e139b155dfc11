import { API, type NicePayPluginConfig, type NicePayRequestPay } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** NICE Pay's JS SDK as the order page uses it (`AUTHNICE.requestPay`, api/payment-window-server.md). */
interface AuthNice {
  requestPay(options: NicePayRequestPay & { fnError?: (result: { errorMsg: string }) => void }): void;
}

declare global {
  interface Window {
    AUTHNICE?: AuthNice;
  }
}

/** GET /api/v1/plugins/nice/pay/config: the window's client key and SDK. */
export function fetchNicePayConfig(): Promise<NicePayPluginConfig> {
  return apiFetch<NicePayPluginConfig>(`${API.public}/plugins/nice/pay/config`);
}

/** POST /api/v1/plugins/nice/pay/generate: the options of one payment attempt for the member's unpaid card order (409 ORDER_NOT_PAYABLE). */
export function generateCardPayment(orderId: string): Promise<NicePayRequestPay> {
  return apiFetch<NicePayRequestPay>(`${API.public}/plugins/nice/pay/generate`, { method: 'POST', body: { orderId } });
}

const loaded = new Map<string, Promise<AuthNice>>();

/** Loads the SDK script once per URL; resolves with `AUTHNICE`. */
function loadSdk(url: string): Promise<AuthNice> {
  let sdk = loaded.get(url);
  if (!sdk) {
    sdk = new Promise<AuthNice>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => (window.AUTHNICE ? resolve(window.AUTHNICE) : reject(new Error('결제창을 불러오지 못했습니다')));
      script.onerror = () => {
        loaded.delete(url);
        reject(new Error('결제창을 불러오지 못했습니다. 잠시 후 다시 시도해주세요'));
      };
      document.head.appendChild(script);
    });
    loaded.set(url, sdk);
  }
  return sdk;
}

/**
 * Opens NICE Pay's payment window for the order: the page then leaves for the window, which
 * posts the result to the shop and comes back to /plugins/nice/pay/result. Rejects with a
 * Korean message when the window cannot be opened (the SDK's fnError included).
 */
export async function openCardPayment(orderId: string): Promise<void> {
  const [config, options] = await Promise.all([fetchNicePayConfig(), generateCardPayment(orderId)]);
  const sdk = await loadSdk(config.jsUrl);
  await new Promise<void>((resolve, reject) => {
    sdk.requestPay({ ...options, fnError: (result) => reject(new Error(result.errorMsg || '결제창을 열지 못했습니다')) });
    // The SDK leaves the page (or reports through fnError) at once.
    setTimeout(resolve, 0);
  });
}
