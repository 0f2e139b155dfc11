import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG, type AppConfig, type RateLimits } from '../config/app-config.js';
import type { Principal } from '../auth/tokens.js';
import { Throttle, type Rate } from './throttle.js';
import { TooManyAttemptsError } from './throttle.errors.js';

/** What a rate-limited route counts: per client address or per signed-in member, under which rate. */
export interface RateLimitSpec {
  /** Counter family name. */
  name: string;
  per: 'address' | 'member';
  /** The limit from the configured limits. */
  limit: (limits: RateLimits) => number;
  windowMs: number;
  /** What is limited, with its subject particle, as the Korean message names it ("가입 요청이"). */
  what: string;
}

const RATE_LIMIT = 'throttle:rate';

/** The route counts every request under `spec` and refuses past its limit with 429 TooManyAttemptsError. */
export const RateLimited = (spec: RateLimitSpec) => SetMetadata(RATE_LIMIT, spec);

/**
 * Global guard (after the auth guard, so the member is known): counts requests of routes
 * marked @RateLimited and refuses those past the limit, saying until when (Asia/Seoul).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly throttle: Throttle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const spec = this.reflector.get<RateLimitSpec | undefined>(RATE_LIMIT, ctx.getHandler());
    if (!spec) return true;
    const req = ctx.switchToHttp().getRequest<{ ip?: string; user?: Principal }>();
    const key = spec.per === 'member' ? (req.user?._user ?? `address:${req.ip}`) : (req.ip ?? 'unknown');
    const rate: Rate = { name: spec.name, limit: spec.limit(this.config.limits), windowMs: spec.windowMs };
    const { count, resetsAt } = await this.throttle.hit(rate, key, new Date());
    if (count > rate.limit) throw new TooManyAttemptsError(spec.what, resetsAt);
    return true;
  }
}
