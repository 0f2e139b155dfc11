import { Module, type OnModuleInit } from '@nestjs/common';
import { PromotersModule } from '../promoters.module.js';
import { OpenBankingModule } from '../../platform/banking/open-banking/open-banking.module.js';
import { ShopFieldCipher } from '../../platform/crypto/field-cipher.js';
import { CommandRouter } from '../../platform/event-sourcing/commands.js';
import { RequestHoldVerificationHandler } from './application/request-hold-verification/request-hold-verification.handler.js';
import { VerifyHoldHandler } from './application/verify-hold/verify-hold.handler.js';
import { BankVerificationClock } from './bank-verification.clock.js';
import { PromoterBankController } from './http/promoter-bank.controller.js';
import { PromoterBanks } from './promoter-banks.js';
import { PromoterBanksProjection } from './projections/promoter-banks.projection.js';

/**
 * The promoter's bank account hold verification (1원 인증): its use cases, read model and routes.
 * Exports `PromoterBanks` (the verified account, for withdrawals) and its projection.
 */
@Module({
  imports: [OpenBankingModule, PromotersModule],
  controllers: [PromoterBankController],
  providers: [ShopFieldCipher, BankVerificationClock, PromoterBanks, PromoterBanksProjection, RequestHoldVerificationHandler, VerifyHoldHandler],
  exports: [PromoterBanks, PromoterBanksProjection, BankVerificationClock],
})
export class BankVerificationModule implements OnModuleInit {
  constructor(
    private readonly router: CommandRouter,
    private readonly request: RequestHoldVerificationHandler,
    private readonly verify: VerifyHoldHandler,
  ) {}

  onModuleInit(): void {
    this.router.useCase('RequestHoldVerification', this.request);
    this.router.useCase('VerifyHoldCode', this.verify);
  }
}
