import { ArgumentsHost, BadRequestException, Catch, ExceptionFilter, HttpException, Logger, ValidationError, ValidationPipe } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ApiError, ErrorCode } from '@shop/contracts';
import { DomainError } from '../event-sourcing/decider.js';
import { keepTransformLookups, keepValidationLookups } from './validation-metadata.js';

const HANGUL = /[가-힣]/;
/** Shown for a check that has no Korean message of its own (class-validator's defaults are English). */
const CHECK_INPUT = '입력값을 확인해주세요';

/**
 * Flattens class-validator errors (nested DTOs included) into field paths with their Korean
 * messages; a message that is not Korean (a decorator left without one, a property no DTO
 * allows) becomes "입력값을 확인해주세요", so every 400 speaks Korean.
 */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints
      ? Object.values(e.constraints)
          .slice(0, 1)
          .map((message) => ({ field, message: HANGUL.test(message) ? message : CHECK_INPUT }))
      : [];
    return [...own, ...flattenValidationErrors(e.children ?? [], field)];
  });
}

/**
 * The global validation pipe: whitelists DTO fields, transforms to DTO classes, and answers
 * bad input with 400 `{ message: <first Korean message>, errors: [{field, message}] }`. Keeps
 * class-validator's per-class rule lookups ({@link keepValidationLookups}) and class-transformer's
 * ({@link keepTransformLookups}).
 */
export function createValidationPipe(): ValidationPipe {
  keepValidationLookups();
  keepTransformLookups();
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const list = flattenValidationErrors(errors);
      return new BadRequestException({ statusCode: 400, code: 'VALIDATION_FAILED', message: list[0]?.message ?? CHECK_INPUT, errors: list });
    },
  });
}

/** The code of an HTTP status the plumbing answers itself (not a domain refusal). */
function codeOfStatus(status: number): ErrorCode {
  if (status === 400) return 'VALIDATION_FAILED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  // An unsupported body type (415) is bad input like any other.
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
}

/** The 4xx status of an error the HTTP server raised itself (bad JSON, body too large, unsupported type, bad URL), else null. */
function clientStatusOf(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** The answer to a request the HTTP server refused itself with a 4xx `status` (bad JSON, body too large, malformed URL…): the status's code and a Korean message. */
export function clientErrorBody(status: number): ApiError {
  return { statusCode: status, code: codeOfStatus(status), message: koreanDefault(status, '') };
}

/**
 * Maps every error to the `ApiError` body, always with a `code` the frontend switches on:
 * DomainError to its status and code, HttpException to its status with a Korean message and
 * the status's code, an error of the HTTP server itself with a 4xx `statusCode` (malformed JSON
 * 400, too large 413, unsupported media type 415, malformed URL 400) to that status with a
 * Korean message, anything else to 500 INTERNAL (logged, generic Korean message).
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const res: unknown = host.switchToHttp().getResponse();
    const clientStatus = clientStatusOf(error);
    let body: ApiError;
    if (error instanceof DomainError) {
      body = { statusCode: error.status, message: error.message, code: error.code };
    } else if (error instanceof HttpException) {
      const status = error.getStatus();
      const r = error.getResponse();
      const message = typeof r === 'string' ? r : ((r as { message?: unknown }).message ?? error.message);
      body = {
        statusCode: status,
        code: codeOfStatus(status),
        message: Array.isArray(message) ? String(message[0]) : koreanDefault(status, String(message)),
        ...(typeof r === 'object' && r && 'errors' in r ? { errors: (r as ApiError).errors } : {}),
      };
    } else if (clientStatus !== null) {
      body = clientErrorBody(clientStatus);
    } else {
      this.logger.error((error as Error)?.stack ?? String(error));
      body = { statusCode: 500, code: 'INTERNAL', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' };
    }
    this.adapterHost.httpAdapter.reply(res, body, body.statusCode);
  }
}

function koreanDefault(status: number, message: string): string {
  if (HANGUL.test(message)) return message;
  if (status === 404) return '요청하신 정보를 찾을 수 없습니다';
  if (status === 401) return '로그인 후 이용 가능합니다';
  if (status === 403) return '접근 권한이 없습니다';
  if (status === 413) return '요청이 너무 큽니다';
  if (status === 415) return '지원하지 않는 요청 형식입니다';
  if (status === 400) return '요청 형식이 올바르지 않습니다';
  return '요청을 처리할 수 없습니다';
}
