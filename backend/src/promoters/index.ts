/**
 * The promoters context's public face: its module, read model, the promoter-only guard other
 * promoter routes use, and its facts. Anything not exported here is internal (the architecture test enforces it).
 */
export { PromotersModule } from './promoters.module.js';
export { PromotersProjection } from './projections/promoters.projection.js';
export { PromoterGuard, PromoterOnly } from './http/promoter-only.guard.js';
export { PromoterQueries } from './application/promoter.queries.js';
export { PromoterSecrets } from './application/promoter-secrets.js';
export { ResealPromoterSecretsHandler } from './application/reseal-promoter-secrets/reseal-promoter-secrets.handler.js';
