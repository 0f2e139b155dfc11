import { createSerializationAdapter } from '@tanstack/react-router';
import type { ErrorCode } from '@shop/contracts';
import { ApiRequestError } from './client';

/**
 * Carries an API error from the server-rendered page to the browser as an ApiRequestError
 * (status, code, message, field errors), so a page that failed to load on the server shows the
 * same message after hydration and `hasErrorCode` still recognises it.
 */
export const apiErrorSerialization = createSerializationAdapter({
  key: 'api-error',
  test: (value: unknown): value is ApiRequestError => value instanceof ApiRequestError,
  toSerializable: (e: ApiRequestError) => ({ status: e.status, code: e.code as string, message: e.message, errors: e.errors }),
  fromSerializable: (v: { status: number; code: string; message: string; errors?: { field: string; message: string }[] }) =>
    new ApiRequestError(v.status, v.code as ErrorCode, v.message, v.errors),
});
