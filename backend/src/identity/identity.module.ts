import { Module, type OnModuleInit } from '@nestjs/common';
import { SESSION_CHECK } from '../platform/auth/auth.guard.js';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { IdentityQueries } from './application/identity.queries.js';
import { MemberFacts } from './application/member-facts.js';
import { RefreshAccessTokenHandler } from './application/refresh-access-token/refresh-access-token.handler.js';
import { RegisterUserHandler } from './application/register-user/register-user.handler.js';
import { SessionStreamCheck } from './application/session-check.js';
import { SignInHandler } from './application/sign-in/sign-in.handler.js';
import { SignOutHandler } from './application/sign-out/sign-out.handler.js';
import { AuthController } from './http/auth.controller.js';
import { UsersController } from './http/users.controller.js';
import { UsersProjection } from './projections/users.projection.js';

const USE_CASES = [RegisterUserHandler, SignInHandler, RefreshAccessTokenHandler, SignOutHandler];

/** Identity context: users, sign-in sessions and tokens (ARCHITECTURE §3). */
@Module({
  providers: [...USE_CASES, IdentityQueries, MemberFacts, UsersProjection, { provide: SESSION_CHECK, useClass: SessionStreamCheck }],
  controllers: [AuthController, UsersController],
  exports: [IdentityQueries, MemberFacts, UsersProjection, SESSION_CHECK],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly registerUser: RegisterUserHandler,
    private readonly signIn: SignInHandler,
    private readonly refresh: RefreshAccessTokenHandler,
    private readonly signOut: SignOutHandler,
  ) {}

  /** Every identity command spans an account and a claim or a session: each is a use case. */
  onModuleInit(): void {
    this.router.useCase('RegisterUser', this.registerUser);
    this.router.useCase('SignIn', this.signIn);
    this.router.useCase('RefreshAccessToken', this.refresh);
    this.router.useCase('SignOut', this.signOut);
  }
}
