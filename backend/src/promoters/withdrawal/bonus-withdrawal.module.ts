import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../../content/index.js';
import { IdentityModule } from '../../identity/index.js';
import { OpenBankingModule } from '../../platform/banking/open-banking/open-banking.module.js';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { BankVerificationModule } from '../bank-verification/bank-verification.module.js';
import { PromotersModule } from '../promoters.module.js';
import { WithdrawBonusHandler } from './application/withdraw-bonus.handler.js';
import { BonusWithdrawalSettings } from './bonus-withdrawal-settings.js';
import { BonusWithdrawalPromoterController } from './http/bonus-withdrawal.promoter.controller.js';

/**
 * The promoter's bonus withdrawal (spec §3, §4 steps): the use case that spends a 본인인증, takes
 * the balance on the bonus ledger and pays the verified account through open banking.
 */
@Module({
  imports: [ContentModule, IdentityModule, OpenBankingModule, PromotersModule, BankVerificationModule],
  controllers: [BonusWithdrawalPromoterController],
  providers: [BonusWithdrawalSettings, WithdrawBonusHandler],
})
export class BonusWithdrawalModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly withdraw: WithdrawBonusHandler,
  ) {}

  onModuleInit(): void {
    this.router.useCase('WithdrawPromoterBonus', this.withdraw);
  }
}
