import { BadRequestException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';

/** Bounds on what a request may carry, checked before the DTOs are built (class-transformer recurses). */
export const INPUT_LIMITS = {
  /** Deepest nesting of objects and arrays in a body or query. */
  depth: 8,
  /** Most values (keys and array items, all levels) in one body or query. */
  values: 5_000,
} as const;

/** C0 control characters but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose (they are refused in input).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A UTF-16 surrogate half without its partner (not valid Unicode; PostgreSQL refuses it in JSON). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Korean refusals of {@link inputProblem}. */
export const INPUT_MESSAGES = {
  TOO_DEEP: '요청 형식이 올바르지 않습니다 (중첩이 너무 깊습니다)',
  TOO_MANY: '요청 형식이 올바르지 않습니다 (값이 너무 많습니다)',
  CONTROL: '입력값에 사용할 수 없는 문자가 있습니다',
} as const;

/**
 * What is wrong with a parsed body or query, as a Korean message, or null when nothing is:
 * nesting deeper than INPUT_LIMITS.depth, more than INPUT_LIMITS.values values, or a string
 * (value or key) holding a control character or a lone surrogate. Walks iteratively, so a
 * hostile nesting cannot overflow the stack here either.
 */
export function inputProblem(input: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  let seen = 0;
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return INPUT_MESSAGES.CONTROL;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= INPUT_LIMITS.depth) return INPUT_MESSAGES.TOO_DEEP;
    for (const [key, child] of Object.entries(value)) {
      if (++seen > INPUT_LIMITS.values) return INPUT_MESSAGES.TOO_MANY;
      if (CONTROL.test(key) || LONE_SURROGATE.test(key)) return INPUT_MESSAGES.CONTROL;
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Global interceptor (runs after the guards, before the validation pipe): refuses a request
 * whose body, query or route parameters break {@link inputProblem} with 400 VALIDATION_FAILED
 * and the Korean message, so no DTO is built from it and nothing reaches the event store.
 */
@Injectable()
export class InputGuardInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<{ body?: unknown; query?: unknown; params?: unknown }>();
    const problem = inputProblem(req.body) ?? inputProblem(req.query) ?? inputProblem(req.params);
    if (problem) throw new BadRequestException({ statusCode: 400, code: 'VALIDATION_FAILED', message: problem });
    return next.handle();
  }
}
