/**
 * The identity context's public face: what other contexts, the app module and the demo seed
 * may use. Anything not exported here is internal (the architecture test enforces it).
 */
export { IdentityModule } from './identity.module.js';
export { UsersProjection } from './projections/users.projection.js';
export { IdentityQueries } from './application/identity.queries.js';
export { MemberFacts, type MemberSnapshot } from './application/member-facts.js';
export type { RegisterUser } from './application/register-user/register-user.handler.js';
