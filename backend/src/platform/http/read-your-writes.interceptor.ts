import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { from, map, switchMap, type Observable } from 'rxjs';
import { MIN_POSITION_HEADER, POSITION_HEADER, READ_YOUR_WRITES_TIMEOUT_MS } from '@shop/contracts';
import { ProjectionRunner } from '../projections/projection-runner.js';

/**
 * Read-your-writes (ARCHITECTURE §2): a response body carrying `position` also sets header
 * `x-position`; a request with header `x-min-position` first waits (at most 3 s) until the read
 * models have applied that position.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(private readonly runner: ProjectionRunner) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = ctx.switchToHttp();
    const req = http.getRequest();
    const res = http.getResponse<{ header(name: string, value: string): unknown }>();
    const min = Number(req.headers[MIN_POSITION_HEADER]);
    const wait = Number.isFinite(min) && min > 0 ? this.runner.waitFor(min, READ_YOUR_WRITES_TIMEOUT_MS) : Promise.resolve(true);
    return from(wait).pipe(
      switchMap(() => next.handle()),
      map((body) => {
        const position = (body as { position?: unknown } | null)?.position;
        if (typeof position === 'number') res.header(POSITION_HEADER, String(position));
        return body;
      }),
    );
  }
}
