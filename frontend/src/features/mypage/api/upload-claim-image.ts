import { API, type ClaimImageResponse } from '@shop/contracts';
import { ApiRequestError, errorCodeOf, refreshTokens } from '../../../shared/api/client';
import { useSession } from '../../../shared/stores/session';

/** Largest photo the shop takes, in bytes (the server refuses more with 413). */
export const CLAIM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const FAILED = '사진을 올리지 못했습니다. 잠시 후 다시 시도해주세요.';

function send(purchaseId: string, file: File, token: string | null, onProgress: (ratio: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API.me}/purchases/${encodeURIComponent(purchaseId)}/images`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* no JSON: the status speaks */
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'INTERNAL', '서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

/**
 * POST /api/v1/me/purchases/{id}/images: uploads one claim photo, reporting progress (0–1) as it
 * goes (fetch cannot, so this uses XMLHttpRequest), with one token refresh on 401. Resolves the
 * photo's URL; throws ApiRequestError with the server's Korean message (not a picture, over 10 MB…).
 */
export async function uploadClaimImage(purchaseId: string, file: File, onProgress: (ratio: number) => void): Promise<string> {
  let res = await send(purchaseId, file, useSession.getState().accessToken, onProgress);
  if (res.status === 401 && (await refreshTokens())) res = await send(purchaseId, file, useSession.getState().accessToken, onProgress);
  const body = res.body as Partial<ClaimImageResponse & { code: string; message: string }> | null;
  if (res.status >= 200 && res.status < 300 && body?.url) return body.url;
  throw new ApiRequestError(res.status, errorCodeOf(res.status, body?.code), body?.message || FAILED);
}
