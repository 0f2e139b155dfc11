/**
 * The promoters context's public face. Anything not exported here is internal (the architecture
 * test enforces it).
 */
export { BankVerificationModule } from './bank-verification/bank-verification.module.js';
export { PromoterBanksProjection } from './bank-verification/projections/promoter-banks.projection.js';
export { PromoterBanks, type PlainVerifiedAccount } from './bank-verification/promoter-banks.js';
export { BankVerificationClock } from './bank-verification/bank-verification.clock.js';
