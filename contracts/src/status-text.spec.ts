import { Query } from 'mingo';
import { orderTabFilter, statusText } from './status-text.js';
import { formatDate, formatPhone, formatPrice, formatTime, cardName, excelFileName, groupThousands } from './format.js';

describe('spec §4 status text', () => {
  it('says 구매확정 once the purchase is complete, whatever the order status', () => {
    expect(statusText({ orderStatus: 'DELIVERY_COMPLETE', purchaseStatus: 'PURCHASE_COMPLETE' })).toBe('구매확정');
  });
  it('shows the claim message in requested, completed, shipping, delayed and pending claim states', () => {
    expect(statusText({ orderStatus: 'ORDER_PAYMENT', claimStatus: 'CANCEL_REQUESTED' })).toBe('취소요청');
    expect(statusText({ orderStatus: 'DELIVERY_COMPLETE', claimStatus: 'EXCHANGE_SHIPPING', claimStatusMessage: '교환품 발송' })).toBe('교환품 발송');
    expect(statusText({ orderStatus: 'DELIVERY_COMPLETE', claimStatus: 'EXCHANGE_PENDING' })).toBe('교환보류');
  });
  it('joins the order and claim messages with " / " in rejected states', () => {
    expect(statusText({ orderStatus: 'ORDER_PAYMENT', claimStatus: 'CANCEL_REJECTED' })).toBe('결제완료 / 취소거부');
  });
  it('shows the order message otherwise', () => {
    expect(statusText({ orderStatus: 'ORDER_NONPAYMENT' })).toBe('미결제');
    expect(statusText({ orderStatus: 'ORDER_CONFIRM', orderStatusMessage: '출고 준비 중' })).toBe('출고 준비 중');
  });
});

describe('spec §4 order list tabs', () => {
  const orders = [
    { id: 1, orderStatus: 'ORDER_NONPAYMENT', claimStatus: null, purchaseStatus: null },
    { id: 2, orderStatus: 'ORDER_PAYMENT', claimStatus: null, purchaseStatus: null },
    { id: 3, orderStatus: 'ORDER_PAYMENT', claimStatus: 'CANCEL_REQUESTED', purchaseStatus: null },
    { id: 4, orderStatus: 'DELIVERY_COMPLETE', claimStatus: null, purchaseStatus: 'PURCHASE_COMPLETE' },
    { id: 5, orderStatus: 'DELIVERY_COMPLETE', claimStatus: 'RETURN_REJECTED', purchaseStatus: 'PURCHASE_COMPLETE' },
    { id: 6, orderStatus: 'SHIPPING_DELAYED', claimStatus: null, purchaseStatus: null },
  ];
  const ids = (tab: Parameters<typeof orderTabFilter>[0]) =>
    new Query(orderTabFilter(tab))
      .find<{ id: number }>(orders)
      .all()
      .map((o) => o.id);
  it('puts unpaid orders under nonpayment and paid ones under payment', () => {
    expect(ids('nonpayment')).toEqual([1]);
    expect(ids('payment')).toEqual([2]);
  });
  it('keeps claims with purchase not complete under claims only', () => {
    expect(ids('claims')).toEqual([3]);
  });
  it('lists confirmed purchases and delayed shipping', () => {
    expect(ids('confirmed')).toEqual([4, 5]);
    expect(ids('shipping')).toEqual([6]);
    expect(ids('all')).toHaveLength(6);
  });
});

describe('display formats (ARCHITECTURE §5, spec §9)', () => {
  it('shows money with separators and 원', () => expect(formatPrice(1234567)).toBe('1,234,567원'));
  it('groups thousands as ko-KR does, without Intl', () => {
    for (const n of [0, 7, 999, 1000, 12345, 100000, 1234567, 1000000000, -1, -1234, -999999]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('ko-KR'));
    }
    expect(formatPrice(-15000)).toBe('-15,000원');
  });
  it('shows dates and times in Asia/Seoul', () => {
    expect(formatDate('2026-11-21T15:30:05Z')).toBe('2026-11-22');
    expect(formatTime('2026-11-21T15:30:05Z')).toBe('00:30:05');
  });
  it('formats phone numbers 3-4-4', () => expect(formatPhone('01012345678')).toBe('010-1234-5678'));
  it('shows a card name up to the first comma', () => expect(cardName('콜라로 세면대 600, 스톤화이트')).toBe('콜라로 세면대 600'));
  it('stamps Excel file names', () => expect(excelFileName('주문목록', new Date('2026-11-21T15:30:05Z'))).toBe('주문목록_20261122_003005.xlsx'));
});
