import { CanActivate, ExecutionContext, Inject, Injectable, Optional, SetMetadata, UnauthorizedException, ForbiddenException, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MESSAGES, type Scope, type UserType } from '@shop/contracts';
import { TokenService, type Principal } from './tokens.js';

const SCOPES = 'auth:scopes';
const USER_TYPES = 'auth:userTypes';
const PUBLIC = 'auth:public';

/**
 * Tells whether a sign-in session is still open (not logged out or revoked). Provided by the
 * identity context; the guard refuses access tokens of ended sessions with it.
 */
export interface SessionCheck {
  isOpen(sessionId: string): Promise<boolean>;
}
export const SESSION_CHECK = Symbol('SESSION_CHECK');

/** Route needs a signed-in user whose token scope includes one of `scopes` (spec §5 route guard, §6). */
export const Scopes = (...scopes: Scope[]) => SetMetadata(SCOPES, scopes);
/** Route needs a signed-in user of one of `types`. */
export const UserTypes = (...types: UserType[]) => SetMetadata(USER_TYPES, types);
/** Route open to anonymous visitors (a token, when sent, is still read). */
export const Public = () => SetMetadata(PUBLIC, true);

/** The request's principal (set by AuthGuard). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal | undefined => ctx.switchToHttp().getRequest().user);

/**
 * Global guard: reads the bearer access token; routes are member-only unless @Public().
 * 401 (`로그인 후 이용 가능합니다`) without a valid token, 403 (`접근 권한이 없습니다`) when the
 * scope or user type does not match. Auth routes that take a refresh token are @Public().
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Optional() @Inject(SESSION_CHECK) private readonly sessions?: SessionCheck,
  ) {}

  /** The principal of a bearer access token whose session is still open, else null. */
  private async principalOf(header: string | undefined) {
    if (!header?.startsWith('Bearer ')) return null;
    const principal = await this.tokens.verifyAccess(header.slice(7));
    if (!principal) return null;
    if (this.sessions && !(await this.sessions.isOpen(principal.sessionId))) return null;
    return principal;
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest();
    const targets = [ctx.getHandler(), ctx.getClass()];
    const header: string | undefined = req.headers.authorization;
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC, targets) ?? false;
    if (isPublic) {
      req.user = (await this.principalOf(header)) ?? undefined;
      return true;
    }
    const principal = await this.principalOf(header);
    if (!principal) throw new UnauthorizedException(MESSAGES.GUARD_LOGIN);
    req.user = principal;
    const scopes = this.reflector.getAllAndOverride<Scope[]>(SCOPES, targets);
    if (scopes?.length && !scopes.some((s) => principal.scope.includes(s))) throw new ForbiddenException(MESSAGES.FORBIDDEN);
    const types = this.reflector.getAllAndOverride<UserType[]>(USER_TYPES, targets);
    if (types?.length && !types.includes(principal.userType)) throw new ForbiddenException(MESSAGES.WRONG_USER_TYPE);
    return true;
  }
}
