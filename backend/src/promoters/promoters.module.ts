import { Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrderingModule } from '../ordering/index.js';
import { ShopFieldCipher } from '../platform/crypto/field-cipher.js';
import { CommandRouter } from '../platform/event-sourcing/commands.js';
import { ApplyForPromoterHandler } from './application/apply-for-promoter/apply-for-promoter.handler.js';
import { DecidePromoterRequestHandler } from './application/decide-promoter-request/decide-promoter-request.handler.js';
import { PromoterQueries } from './application/promoter.queries.js';
import { PromoterSecrets } from './application/promoter-secrets.js';
import { ResealPromoterSecretsHandler } from './application/reseal-promoter-secrets/reseal-promoter-secrets.handler.js';
import { PromoteesPromoterController } from './http/promotees.promoter.controller.js';
import { PromoterGuard } from './http/promoter-only.guard.js';
import { PromoterRequestMeController } from './http/promoter-request.me.controller.js';
import { PromotersConsoleController } from './http/promoters.console.controller.js';
import { PromotersProjection } from './projections/promoters.projection.js';
import { bonusLedgerDecider, bonusLedgerStream } from './bonuses/bonus-ledger.decider.js';
import { BonusQueries } from './bonuses/bonus.queries.js';
import { BonusesProjection } from './bonuses/bonuses.projection.js';
import { SalesBonusProcess } from './bonuses/sales-bonus.process.js';
import { SalesBonusRates } from './bonuses/sales-bonus-rates.js';
import { SALES_BONUS_RATES_STREAM, salesBonusRatesDecider } from './bonuses/sales-bonus-rates.decider.js';
import { UserBonusesConsoleController } from './http/user-bonuses.console.controller.js';
import { BonusesPromoterController } from './http/bonuses.promoter.controller.js';
import { PromoterPageQueries } from './application/promoter-pages.queries.js';
import { PromoterPagesPromoterController } from './http/promoter-pages.promoter.controller.js';

import { SettlementsConsoleController } from './http/settlements.console.controller.js';
import { SettlementsPromoterController } from './http/settlements.promoter.controller.js';
import { PromoterSettlementsConsumer } from './settlements/promoter-settlements.consumer.js';
import { settlementDecider, settlementStream } from './settlements/settlement.decider.js';
import { SettlementQueries } from './settlements/settlement.queries.js';
import { SettlementStatusesProjection } from './settlements/settlement-statuses.projection.js';

/**
 * Promoters context (ARCHITECTURE §3 "promoter"): becoming a promoter (request, staff decision,
 * promoter code), the promoter's promotees, their bonus ledger (sales bonuses on 구매확정), and the
 * promoter area's dashboard, purchase and score pages (over ordering's and identity's public queries), sales bonuses at the console's rates, staff grants and debits, and the monthly settlements for finance. Exports the promoter-only guard for the other
 * promoter routes (bonuses, bank verification, settlements).
 */
@Module({
  imports: [IdentityModule, OrderingModule, CatalogModule],
  providers: [
    ShopFieldCipher,
    PromoterSecrets,
    PromoterQueries,
    PromoterGuard,
    ApplyForPromoterHandler,
    DecidePromoterRequestHandler,
    ResealPromoterSecretsHandler,
    PromotersProjection,
    BonusQueries,
    PromoterPageQueries,
    BonusesProjection,
    SalesBonusProcess,
    SalesBonusRates,
    SettlementQueries,
    SettlementStatusesProjection,
    PromoterSettlementsConsumer,
  ],
  controllers: [
    PromoterRequestMeController,
    PromoteesPromoterController,
    BonusesPromoterController,
    PromoterPagesPromoterController,
    PromotersConsoleController,
    UserBonusesConsoleController,
    SettlementsPromoterController,
    SettlementsConsoleController,
  ],
  exports: [
    PromoterQueries,
    PromoterGuard,
    PromoterSecrets,
    ResealPromoterSecretsHandler,
    PromotersProjection,
    BonusesProjection,
    SalesBonusProcess,
    SettlementStatusesProjection,
    PromoterSettlementsConsumer,
  ],
})
export class PromotersModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly apply: ApplyForPromoterHandler,
    private readonly decide: DecidePromoterRequestHandler,
  ) {}

  /**
   * Applying and approving span streams (use cases). Resealing is not routed: only
   * ResealPromoterSecretsHandler (key rotation) computes the ciphertexts it records.
   */
  onModuleInit(): void {
    this.router.useCase('ApplyForPromoter', this.apply);
    this.router.useCase('DecidePromoterRequest', this.decide);
    this.router.stream({
      decider: bonusLedgerDecider,
      commands: ['AccrueBonus', 'ReverseBonus', 'AdjustBonus', 'WithdrawBonus', 'RecordBonusWithdrawalPaid', 'FailBonusWithdrawal'],
      streamOf: (c) => bonusLedgerStream(c.data.promoterId),
    });
    this.router.stream({ decider: salesBonusRatesDecider, commands: ['SetSalesBonusRates'], streamOf: () => SALES_BONUS_RATES_STREAM });
    this.router.stream({
      decider: settlementDecider,
      commands: ['ApproveSettlement', 'MarkSettlementPaid'],
      streamOf: (c) => settlementStream(c.data.promoterId, c.data.month),
    });
  }
}
