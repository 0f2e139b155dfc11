import { ApiRequestError } from '../../../../shared/api/client';

/** What a refused recovery request shows: messages on their fields (400 VALIDATION_FAILED), else one message above the button. */
export function recoveryErrors<K extends string>(err: unknown, fields: readonly K[]): { fields: Partial<Record<K, string>>; form: string | null } {
  if (!(err instanceof ApiRequestError)) return { fields: {}, form: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.' };
  const mapped: Partial<Record<K, string>> = {};
  for (const fe of err.errors ?? []) if ((fields as readonly string[]).includes(fe.field) && !mapped[fe.field as K]) mapped[fe.field as K] = fe.message;
  return Object.keys(mapped).length ? { fields: mapped, form: null } : { fields: {}, form: err.message };
}
