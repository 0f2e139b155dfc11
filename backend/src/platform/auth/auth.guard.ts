import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  Logger,
  Optional,
  SetMetadata,
  UnauthorizedException,
  ForbiddenException,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { Reflector } from '@nestjs/core';
import { CONSOLE_ACCESS, MESSAGES, type ConsoleArea as Area, type Scope, type UserType } from '@shop/contracts';
import { TokenService, type Principal } from './tokens.js';

const SCOPES = 'auth:scopes';
const USER_TYPES = 'auth:userTypes';
/** Metadata key of {@link Public}. */
export const PUBLIC = 'auth:public';
const CONSOLE_AREA = 'auth:consoleArea';
/** Paths under this prefix are console calls: each must name its console area. */
const CONSOLE_PREFIX = '/api/console/';

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
/**
 * Console route of `area`: reached only by the scopes spec §6 gives that area (contracts'
 * CONSOLE_ACCESS, the same table the console's menus read). The area is also written into the
 * OpenAPI document as `x-console-area`. Every route under /api/console/ must carry it: the guard
 * refuses one that does not (403), so a new console call is closed until it is placed.
 */
export const ConsoleArea = (area: Area) =>
  applyDecorators(SetMetadata(CONSOLE_AREA, area), SetMetadata(SCOPES, CONSOLE_ACCESS[area]), ApiExtension('x-console-area', area));
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
  private readonly logger = new Logger('AuthGuard');

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
    if (String(req.url ?? '').startsWith(CONSOLE_PREFIX) && !this.reflector.getAllAndOverride<Area>(CONSOLE_AREA, targets)) {
      this.logger.error(`console route ${req.method} ${req.url} names no console area (@ConsoleArea): refused`);
      throw new ForbiddenException(MESSAGES.FORBIDDEN);
    }
    const scopes = this.reflector.getAllAndOverride<Scope[]>(SCOPES, targets);
    if (scopes?.length && !scopes.some((s) => principal.scope.includes(s))) throw new ForbiddenException(MESSAGES.FORBIDDEN);
    const types = this.reflector.getAllAndOverride<UserType[]>(USER_TYPES, targets);
    if (types?.length && !types.includes(principal.userType)) throw new ForbiddenException(MESSAGES.WRONG_USER_TYPE);
    return true;
  }
}
