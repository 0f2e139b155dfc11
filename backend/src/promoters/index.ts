/**
 * The promoters context's public face: its modules, read models, the promoter-only guard other
 * promoter routes use, and its facts. Anything not exported here is internal (the architecture test enforces it).
 */
export { PromotersModule } from './promoters.module.js';
export { PromotersProjection } from './projections/promoters.projection.js';
export { PromoterGuard, PromoterOnly } from './http/promoter-only.guard.js';
export { PromoterQueries } from './application/promoter.queries.js';
export { PromoterSecrets } from './application/promoter-secrets.js';
export { ResealPromoterSecretsHandler } from './application/reseal-promoter-secrets/reseal-promoter-secrets.handler.js';
export { BonusesProjection } from './bonuses/bonuses.projection.js';
export { SalesBonusProcess } from './bonuses/sales-bonus.process.js';
export { PromoterSettlementsConsumer } from './settlements/promoter-settlements.consumer.js';
export { SettlementStatusesProjection } from './settlements/settlement-statuses.projection.js';
export { BankVerificationModule } from './bank-verification/bank-verification.module.js';
export { BonusWithdrawalModule } from './withdrawal/bonus-withdrawal.module.js';
export { BonusWithdrawalsProjection } from './withdrawal/projections/bonus-withdrawals.projection.js';
export { PendingWithdrawalsSweeper } from './withdrawal/application/pending-withdrawals-sweeper.js';
export { PromoterBanksProjection } from './bank-verification/projections/promoter-banks.projection.js';
export { PromoterBanks, type PlainVerifiedAccount } from './bank-verification/promoter-banks.js';
export { BankVerificationClock } from './bank-verification/bank-verification.clock.js';
