import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { PurposeTokens } from '../platform/auth/purpose-tokens.js';
import { ShopFieldCipher } from '../platform/crypto/field-cipher.js';
import { KcpCertModule } from '../platform/identity-verification/kcp/kcp-cert.module.js';
import { MailModule } from '../platform/mail/mail.module.js';
import { AccountRecovery } from './application/account-recovery/account-recovery.js';
import { Certifications } from './application/certification/certifications.js';
import { CertificationController } from './http/certification.controller.js';
import { BusinessCertificatesController } from './http/business-certificates.controller.js';
import { BusinessCertificates } from './application/business-certificates/business-certificates.js';
import { RecoveryController } from './http/recovery.controller.js';
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
import { SocialLoginController } from './http/social-login.controller.js';
import { SocialLoginModule } from '../platform/social-login/social-login.module.js';
import { SignInWithSocialHandler } from './application/sign-in-with-social/sign-in-with-social.handler.js';
import { LinkSocialAccountHandler } from './application/link-social-account/link-social-account.handler.js';
import { JoinWithSocialHandler } from './application/join-with-social/join-with-social.handler.js';
import { LinkMySocialAccountHandler, UnlinkSocialAccountHandler } from './application/my-social-accounts/my-social-accounts.handler.js';
import { MySocialAccountsController } from './http/social-accounts.me.controller.js';
import { SocialTickets } from './application/social-login/social-tickets.js';
import { UsersController } from './http/users.controller.js';
import { UsersConsoleController, WithdrawnUsersConsoleController } from './http/users.console.controller.js';
import { MemberQueries } from './application/member.queries.js';
import { MyAccount } from './application/my-account/my-account.js';
import { userDecider, userStream } from './domain/user.decider.js';
import { UsersProjection } from './projections/users.projection.js';
import { LevelEvaluator } from './application/level-evaluator.js';
import { LevelFacts } from './application/level-facts.js';
import { LevelQueries } from './application/level.queries.js';
import { MemberGrades } from './application/member-grades.js';
import { MemberScores } from './application/member-scores.js';
import { MemberScoreHistory } from './application/member-score-history.js';
import { WelcomeLevel } from './application/welcome-level.js';
import { MemberStanding } from './application/member-standing.js';
import { levelDecider, levelStream } from './domain/level.decider.js';
import { memberLevelDecider, memberLevelStream } from './domain/member-level.decider.js';
import { memberScoreDecider, memberScoreStream } from './domain/member-score.decider.js';
import { LevelsConsoleController } from './http/levels.console.controller.js';
import { MemberLevelsConsoleController, MemberScoresConsoleController } from './http/member-levels.console.controller.js';
import { UserGradesConsoleController, UserScoresConsoleController } from './http/user-grades.console.controller.js';
import { LevelsProjection } from './projections/levels.projection.js';
import { MemberLevelsProjection } from './projections/member-levels.projection.js';
import { MemberPurchasesProjection } from './projections/member-purchases.projection.js';

const USE_CASES = [RegisterUserHandler, SignInHandler, RefreshAccessTokenHandler, SignOutHandler];
/** 휴대폰 본인인증 and finding a lost ID or password. */
const RECOVERY = [Certifications, AccountRecovery, PurposeTokens, ShopFieldCipher];
/** Kakao and Naver login: signing in, linking and joining with a provider's account. */
const SOCIAL_LOGIN = [
  SignInWithSocialHandler,
  LinkSocialAccountHandler,
  JoinWithSocialHandler,
  LinkMySocialAccountHandler,
  UnlinkSocialAccountHandler,
  SocialTickets,
];
const LEVELS = [
  MemberStanding,
  LevelFacts,
  LevelQueries,
  LevelEvaluator,
  MemberScores,
  MemberGrades,
  WelcomeLevel,
  LevelsProjection,
  MemberLevelsProjection,
  MemberPurchasesProjection,
];

/** Identity context: users, sign-in sessions and tokens, member levels and scores (ARCHITECTURE §3). */
@Module({
  imports: [ContentModule, KcpCertModule, MailModule, SocialLoginModule],
  providers: [
    ...USE_CASES,
    ...RECOVERY,
    ...SOCIAL_LOGIN,
    ...LEVELS,
    IdentityQueries,
    MemberQueries,
    MemberScoreHistory,
    MyAccount,
    MemberFacts,
    UsersProjection,
    BusinessCertificates,
    { provide: SESSION_CHECK, useClass: SessionStreamCheck },
  ],
  controllers: [
    AuthController,
    SocialLoginController,
    MySocialAccountsController,
    UsersController,
    CertificationController,
    BusinessCertificatesController,
    RecoveryController,
    UsersConsoleController,
    WithdrawnUsersConsoleController,
    LevelsConsoleController,
    MemberLevelsConsoleController,
    MemberScoresConsoleController,
    UserGradesConsoleController,
    UserScoresConsoleController,
  ],
  exports: [
    MemberStanding,
    MemberScoreHistory,
    Certifications,
    IdentityQueries,
    MemberFacts,
    UsersProjection,
    LevelFacts,
    LevelEvaluator,
    WelcomeLevel,
    LevelsProjection,
    MemberLevelsProjection,
    MemberPurchasesProjection,
    SESSION_CHECK,
  ],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly registerUser: RegisterUserHandler,
    private readonly signIn: SignInHandler,
    private readonly refresh: RefreshAccessTokenHandler,
    private readonly signOut: SignOutHandler,
    private readonly socialSignIn: SignInWithSocialHandler,
    private readonly socialLink: LinkSocialAccountHandler,
    private readonly socialJoin: JoinWithSocialHandler,
    private readonly mySocialLink: LinkMySocialAccountHandler,
    private readonly socialUnlink: UnlinkSocialAccountHandler,
  ) {}

  /** Account and session commands span streams: each is a use case; level, member level and score commands act on one stream each. */
  onModuleInit(): void {
    this.router.useCase('RegisterUser', this.registerUser);
    this.router.useCase('SignIn', this.signIn);
    this.router.useCase('RefreshAccessToken', this.refresh);
    this.router.useCase('SignOut', this.signOut);
    this.router.useCase('SignInWithSocial', this.socialSignIn);
    this.router.useCase('LinkSocialAccount', this.socialLink);
    this.router.useCase('JoinWithSocial', this.socialJoin);
    this.router.useCase('LinkMySocialAccount', this.mySocialLink);
    this.router.useCase('UnlinkSocialAccount', this.socialUnlink);
    this.router.stream({ decider: userDecider, commands: ['ChangeUserInfo', 'ChangeUserType'], streamOf: (c) => userStream(c.data.userId) });
    this.router.stream({ decider: levelDecider, commands: ['CreateLevel', 'UpdateLevel', 'DeleteLevel'], streamOf: (c) => levelStream(c.data.code) });
    this.router.stream({ decider: memberLevelDecider, commands: ['AssignLevel'], streamOf: (c) => memberLevelStream(c.data.userId) });
    this.router.stream({
      decider: memberScoreDecider,
      commands: ['AdjustScore', 'AccrueScore', 'ReverseScore'],
      streamOf: (c) => memberScoreStream(c.data.userId),
    });
  }
}
