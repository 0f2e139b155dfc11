import 'reflect-metadata';
import { validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { PlaceOrderDto } from '../dto/ordering.dto.js';
import { RefundAccountDto } from '../dto/refund-account.dto.js';
import { RECEIPT_MESSAGES, cashReceiptIdentityViolation, isBusinessNumber, isMobilePhone } from './receipts.js';

/** The messages class-validator gives for `body` as a PlaceOrderDto. */
function messagesOf(cls: new () => object, body: object): string[] {
  const collect = (errors: ReturnType<typeof validateSync>): string[] =>
    errors.flatMap((e) => [...Object.values(e.constraints ?? {}), ...collect(e.children ?? [])]);
  return collect(validateSync(plainToInstance(cls, body)));
}

const order = {
  items: [{ product: 'p1', amount: 1 }],
  sender: { name: '김세라', phone: '010-1234-5678', email: 'a@b.kr', postcode: '06016', address1: '서울 강남구', address2: '' },
  receiver: { name: '김세라', phone: '010-1234-5678', postcode: '06016', address1: '서울 강남구', address2: '' },
  paymentMethod: 'bank',
};

describe('cash receipt identities', () => {
  it('takes a business registration number only with its check digit (국세청 rule)', () => {
    expect(isBusinessNumber('123-45-67891')).toBe(true);
    expect(isBusinessNumber('1234567891')).toBe(true);
    expect(isBusinessNumber('123-45-67890')).toBe(false);
    expect(isBusinessNumber('123456789')).toBe(false);
    expect(isBusinessNumber('12345678x1')).toBe(false);
  });

  it('takes a mobile phone of 010 and its kin, not a landline', () => {
    expect(isMobilePhone('010-2345-6789')).toBe(true);
    expect(isMobilePhone('0111234567')).toBe(true);
    expect(isMobilePhone('02-123-4567')).toBe(false);
    expect(isMobilePhone('010-2345-678a')).toBe(false);
    expect(cashReceiptIdentityViolation('PERSON', '02-123-4567')).toBe(RECEIPT_MESSAGES.CASH_RECEIPT_PHONE);
    expect(cashReceiptIdentityViolation('COMPANY', '123-45-67890')).toBe(RECEIPT_MESSAGES.CASH_RECEIPT_BUSINESS);
    expect(cashReceiptIdentityViolation('OTHER', '010-2345-6789')).toBe(RECEIPT_MESSAGES.CASH_RECEIPT_TYPE);
  });

  it('checks the order draft: a cash receipt with bank transfer only, its identity only when asked for', () => {
    expect(messagesOf(PlaceOrderDto, { ...order, cashReceipt: { enabled: true, type: 'COMPANY', identity: '123-45-67891' } })).toEqual([]);
    expect(messagesOf(PlaceOrderDto, { ...order, cashReceipt: { enabled: false } })).toEqual([]);
    expect(messagesOf(PlaceOrderDto, { ...order, cashReceipt: { enabled: true, type: 'COMPANY', identity: '123-45-67890' } })).toEqual([
      RECEIPT_MESSAGES.CASH_RECEIPT_BUSINESS,
    ]);
    expect(messagesOf(PlaceOrderDto, { ...order, paymentMethod: 'card', cashReceipt: { enabled: true, type: 'PERSON', identity: '010-2345-6789' } })).toEqual([
      RECEIPT_MESSAGES.CASH_RECEIPT_BANK_ONLY,
    ]);
  });

  it('checks a refund account: a known bank, a holder and 10 to 14 digits', () => {
    expect(messagesOf(RefundAccountDto, { bankCode: '088', accountHolder: '김세라', accountNumber: '110-123-456789' })).toEqual([]);
    expect(messagesOf(RefundAccountDto, { bankCode: '999', accountHolder: ' ', accountNumber: '12345' }).sort()).toEqual(
      [RECEIPT_MESSAGES.BANK_CODE, RECEIPT_MESSAGES.ACCOUNT_HOLDER, RECEIPT_MESSAGES.ACCOUNT_NUMBER].sort(),
    );
  });
});
