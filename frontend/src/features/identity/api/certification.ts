import { API, type CertificationRequestResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** GET /api/v1/users/certify/request: the form the popup posts to KCP's 본인인증 window (or the local simulator). */
export function fetchCertificationRequest(): Promise<CertificationRequestResponse> {
  return apiFetch<CertificationRequestResponse>(`${API.public}/users/certify/request`);
}
