import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../../content/index.js';
import { IdentityModule } from '../../identity/index.js';
import { OpenBankingModule } from '../../platform/banking/open-banking/open-banking.module.js';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { BankVerificationModule } from '../bank-verification/bank-verification.module.js';
import { PromotersModule } from '../promoters.module.js';
import { PendingWithdrawalsSweeper } from './application/pending-withdrawals-sweeper.js';
import { ReconcileBonusWithdrawalHandler } from './application/reconcile-bonus-withdrawal.handler.js';
import { WithdrawBonusHandler } from './application/withdraw-bonus.handler.js';
import { BonusWithdrawalSettings } from './bonus-withdrawal-settings.js';
import { BonusWithdrawalQueries } from './bonus-withdrawal.queries.js';
import { BonusWithdrawalPromoterController } from './http/bonus-withdrawal.promoter.controller.js';
import { BonusWithdrawalsConsoleController } from './http/bonus-withdrawals.console.controller.js';
import { BonusWithdrawalsProjection } from './projections/bonus-withdrawals.projection.js';

/**
 * The promoter's bonus withdrawal (spec §3, §4 steps): the use case that spends a 본인인증, takes
 * the balance on the bonus ledger and pays the verified account through open banking; the
 * withdrawals' read model for staff, and the reconciliation of PENDING ones with the bank.
 * Exports the projection and the sweeper (started by bootstrap).
 */
@Module({
  imports: [ContentModule, IdentityModule, OpenBankingModule, PromotersModule, BankVerificationModule],
  controllers: [BonusWithdrawalPromoterController, BonusWithdrawalsConsoleController],
  providers: [
    BonusWithdrawalSettings,
    WithdrawBonusHandler,
    ReconcileBonusWithdrawalHandler,
    BonusWithdrawalQueries,
    BonusWithdrawalsProjection,
    PendingWithdrawalsSweeper,
  ],
  exports: [BonusWithdrawalsProjection, PendingWithdrawalsSweeper],
})
export class BonusWithdrawalModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly withdraw: WithdrawBonusHandler,
    private readonly reconcile: ReconcileBonusWithdrawalHandler,
  ) {}

  onModuleInit(): void {
    this.router.useCase('WithdrawPromoterBonus', this.withdraw);
    this.router.useCase('ReconcileBonusWithdrawal', this.reconcile);
  }
}
