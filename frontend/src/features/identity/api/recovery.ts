import { useMutation } from '@tanstack/react-query';
import { API, type FindIdResponse, type PasswordResetResponse, type RecoveryDto, type ResetLinkSentResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

type Body<A extends RecoveryDto['action'], K extends keyof RecoveryDto> = { action: A } & Required<Pick<RecoveryDto, K>>;

/** Bodies of POST /api/v1/users/recovery, one per request (spec §7). */
export type FindIdBody = Body<'find-id', 'certification'> | Body<'find-id', 'name' | 'email'>;
export type ResetLinkBody = Body<'send-reset-link', 'username' | 'email'>;
export type ResetPasswordBody = Body<'reset-password', 'token' | 'password'> | Body<'reset-password', 'certification' | 'username' | 'password'>;

const recover = <T>(body: object) => apiFetch<T>(`${API.public}/users/recovery`, { method: 'POST', body });

/** Finds the member's IDs, masked (400 field errors, 422 CERTIFICATION_INVALID, 429). */
export const useFindId = () => useMutation({ mutationFn: (body: FindIdBody) => recover<FindIdResponse>(body) });
/** Asks for a reset link by e-mail; the answer is the same whether or not the account exists. */
export const useSendResetLink = () => useMutation({ mutationFn: (body: ResetLinkBody) => recover<ResetLinkSentResponse>(body) });
/** Sets a new password with the e-mailed token or a 본인인증 (400 RESET_TOKEN_INVALID, 422 RECOVERY_NOT_MATCHED). */
export const useResetPassword = () => useMutation({ mutationFn: (body: ResetPasswordBody) => recover<PasswordResetResponse>(body) });
