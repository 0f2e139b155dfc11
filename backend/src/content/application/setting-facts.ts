import { Injectable } from '@nestjs/common';
import { restoresCouponsOnReturn, type Setting, type ShippingCodeSetting } from '@shop/contracts';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { CONTENT, documentDecider, documentStream } from '../domain/document.decider.js';

/** The shop's settings for other contexts' decisions, read from the settings document's own stream (not a read model). */
@Injectable()
export class SettingFacts {
  constructor(private readonly runner: CommandRunner) {}

  /** The bank-transfer account line shown with a bank-transfer order (spec §2 footer, §9), or null when none is set. */
  async bankAccountLine(): Promise<string | null> {
    return (await this.shop()).bankAccountLine ?? null;
  }

  /** Whether bank-transfer orders may ask for a 현금영수증 (spec §3 Setting shop.cashReceipt.enabled; unset: no). */
  async cashReceiptEnabled(): Promise<boolean> {
    return (await this.shop()).cashReceipt?.enabled === true;
  }

  /** The shop setting's order-life days as set (spec §3 Setting shop), each undefined when unset. */
  async orderDays(): Promise<{ unpaidCancelDays?: number; autoConfirmDays?: number }> {
    return (await this.shop()).order ?? {};
  }

  /** The shop setting's points usage as set (spec §3 Setting shop `points`: minimumUsable, unit, validityDays), each undefined when unset. */
  async points(): Promise<Partial<NonNullable<Setting['points']>>> {
    return (await this.shop()).points ?? {};
  }

  /** The promoter bonus withdrawal policy as set (shop setting `bonuses`: minimumWithdrawal, transferCharge in 원), each undefined when unset. */
  async bonusWithdrawal(): Promise<Partial<NonNullable<Setting['bonuses']>>> {
    return (await this.shop()).bonuses ?? {};
  }

  /** Whether a return's refund gives the order's coupons back (shop setting `coupons.restoreOnReturn`; unset: no). */
  async restoresCouponsOnReturn(): Promise<boolean> {
    return restoresCouponsOnReturn(await this.shop());
  }

  /** Each shipping code's warehouse and delivery areas as set (spec §3 Setting shop.shippingCodes), none when unset. */
  async shippingCodes(): Promise<ShippingCodeSetting[]> {
    return (await this.shop()).shippingCodes ?? [];
  }

  /** The fields of the shop's setting document, or none when it does not exist. */
  private async shop(): Promise<Partial<Setting>> {
    const { state } = await this.runner.load(documentStream({ collection: CONTENT.setting, documentId: 'shop' }), documentDecider);
    return state.status === 'present' ? (state.fields as Partial<Setting>) : {};
  }
}
