import { useMutation } from '@tanstack/react-query';
import { API, type SignUpDto } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Body of POST /api/v1/users as the join form sends it (the class's plain shape). */
export type SignUpBody = Pick<
  SignUpDto,
  'username' | 'password' | 'name' | 'email' | 'phone' | 'type' | '_terms' | 'businessRegistration' | 'certification' | 'promoterCode'
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
