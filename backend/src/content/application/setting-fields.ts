import { bankAccountLineOf, type Setting, type UpdateSettingDto } from '@shop/contracts';
import { displayCodesOf, shippingCodesOf } from './shop-codes.js';

/**
 * The setting's fields a console PUT changes (spec §3 Setting; issue 14), each part sent replacing
 * its field whole and the others left out: text trimmed; the shop part turns the codes in use into
 * the display and shipping codes' `shows` (their text, colour and warehouse stay as shop/codes set
 * them); the deposit account also writes the one-line `bankAccountLine` orders and the footer show.
 * `current` is the stored setting. Pure; validation is the DTO's.
 */
export function settingFieldsOf(dto: UpdateSettingDto, current: Partial<Setting>): Partial<Setting> {
  const fields: Partial<Setting> = {};
  if (dto.coupons) fields.coupons = { restoreOnReturn: dto.coupons.restoreOnReturn };
  if (dto.bonuses) fields.bonuses = { minimumWithdrawal: dto.bonuses.minimumWithdrawal, transferCharge: dto.bonuses.transferCharge };
  if (dto.tracking) fields.tracking = { googleAds: dto.tracking.googleAds, naver: dto.tracking.naver, metaPixel: dto.tracking.metaPixel };
  if (dto.shop) {
    const { cashReceipt, displayCodes, shippingCodes, showroomCodes } = dto.shop;
    const displayed = new Set<string>(displayCodes);
    const shipped = new Set<string>(shippingCodes);
    fields.cashReceipt = { enabled: cashReceipt };
    fields.displayCodes = displayCodesOf(current).map((c) => ({ ...c, shows: displayed.has(c.value) }));
    fields.shippingCodes = shippingCodesOf(current).map((c) => ({ ...c, shows: shipped.has(c.value) }));
    fields.showroomCodes = [...new Set(showroomCodes)];
  }
  if (dto.seo) {
    const { title, description, keywords, image } = dto.seo.meta;
    const words = keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    fields.seo = { meta: { title: title.trim(), description: description.trim(), keywords: words.join(', '), image: image.trim() } };
  }
  if (dto.main) {
    const care = dto.main.care;
    fields.main = { care: care ? { text: care.text.trim(), desc: care.desc.trim(), link: care.link.trim(), isOuter: care.isOuter } : null };
  }
  if (dto.bankAccount) {
    const account = { bank: dto.bankAccount.bank.trim(), accountNumber: dto.bankAccount.accountNumber, holder: dto.bankAccount.holder.trim() };
    fields.bankAccount = account;
    fields.bankAccountLine = bankAccountLineOf(account);
  }
  return fields;
}
