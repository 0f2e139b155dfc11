import { Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '../../platform/auth/tokens.js';
import { PromoterQueries } from '../application/promoter.queries.js';
import { NotPromoterError } from '../promoters.errors.js';

/**
 * Lets through only an approved promoter (spec §2 promoter area, §4 APPROVED): a signed-in member
 * without approval (none, awaiting or rejected) is refused 403 NOT_PROMOTER with a Korean message.
 * Runs after the global AuthGuard (401 without a valid token). For every promoter route (promotees,
 * bonuses, bank verification, settlements): put {@link PromoterOnly} on the controller.
 */
@Injectable()
export class PromoterGuard implements CanActivate {
  constructor(private readonly queries: PromoterQueries) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (!user || !(await this.queries.isPromoter(user._user))) throw new NotPromoterError();
    return true;
  }
}

/** Marks a controller or route as the approved promoter's own (see {@link PromoterGuard}); the module must import PromotersModule. */
export const PromoterOnly = () => UseGuards(PromoterGuard);
