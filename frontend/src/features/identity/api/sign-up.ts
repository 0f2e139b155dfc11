import { useMutation } from '@tanstack/react-query';
import { API, type BusinessCertificateResponse, type SignUpDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Body of POST /api/v1/users as the join form sends it (the class's plain shape). */
export type SignUpBody = Pick<
  SignUpDto,
  | 'username'
  | 'password'
  | 'name'
  | 'email'
  | 'phone'
  | 'type'
  | '_terms'
  | 'businessRegistration'
  | 'businessCertificate'
  | 'certification'
  | 'promoterCode'
  | 'bank'
>;

/** Response of a successful sign-up. */
export interface SignUpResponse {
  user: { _id: string; username: string };
  position: number;
}

/** POST /api/v1/users: creates a member (400 with field `errors[]`, 409 USERNAME_TAKEN). */
export function signUp(body: SignUpBody): Promise<SignUpResponse> {
  return apiFetch<SignUpResponse>(`${API.public}/users`, { method: 'POST', body });
}

/** Sign-up mutation; nothing cached depends on it, so it invalidates nothing. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** Largest 사업자등록증 the shop takes, in bytes (the server refuses more with 413). */
export const BUSINESS_CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

/** POST /api/v1/users/business-certificates: uploads the 사업자등록증 (PDF or picture) and answers its id for the sign-up. */
export async function uploadBusinessCertificate(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const res = await apiFetch<BusinessCertificateResponse>(`${API.public}/users/business-certificates`, { method: 'POST', body });
  return res.businessCertificate;
}
