/**
 * The identity context's public face: what other contexts, the app module and the demo seed
 * may use. Anything not exported here is internal (the architecture test enforces it).
 */
export { IdentityModule } from './identity.module.js';
export { UsersProjection } from './projections/users.projection.js';
export { IdentityQueries, type TargetMember } from './application/identity.queries.js';
export { MemberFacts, type MemberSnapshot } from './application/member-facts.js';
export type { RegisterUser } from './application/register-user/register-user.handler.js';
export { LevelFacts } from './application/level-facts.js';
export { LevelEvaluator, type LevelEvaluation } from './application/level-evaluator.js';
export { WelcomeLevel } from './application/welcome-level.js';
export { LevelsProjection } from './projections/levels.projection.js';
export { MemberLevelsProjection } from './projections/member-levels.projection.js';
export { MemberPurchasesProjection } from './projections/member-purchases.projection.js';
export type { CreateLevel, UpdateLevel, DeleteLevel } from './domain/level.decider.js';
export type { AssignLevel } from './domain/member-level.decider.js';
export type { AdjustScore, AccrueScore, ReverseScore } from './domain/member-score.decider.js';
export { MemberStanding } from './application/member-standing.js';
export { Certifications, type VerifiedPerson } from './application/certification/certifications.js';
export { MemberScoreHistory, type ScoreChange } from './application/member-score-history.js';
