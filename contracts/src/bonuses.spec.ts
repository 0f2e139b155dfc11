import { netPayoutOf, withdrawalAmountProblem, withholdingOf } from './bonuses.js';

/** 원천징수 on promoter bonuses: 3% 사업소득세 + 10% of it as 지방소득세, each cut below 10원; none under 1,000원 of income tax. */
describe('withholding on a bonus withdrawal (3.3%)', () => {
  it('withholds 3% and 0.3% of a round amount', () => {
    expect(withholdingOf(100_000)).toEqual({ incomeTax: 3_000, localTax: 300 });
  });
  it('cuts each tax below 10원', () => {
    // 3% of 123,456 is 3,703.68 → 3,700; 10% of that is 370.
    expect(withholdingOf(123_456)).toEqual({ incomeTax: 3_700, localTax: 370 });
    // 3% of 55,555 is 1,666.65 → 1,660; 10% is 166 → 160.
    expect(withholdingOf(55_555)).toEqual({ incomeTax: 1_660, localTax: 160 });
  });
  it('withholds nothing when the income tax is under 1,000원 (소액부징수), and from 1,000원 on it does', () => {
    expect(withholdingOf(33_333)).toEqual({ incomeTax: 0, localTax: 0 }); // 999.99 → 990
    expect(withholdingOf(33_334)).toEqual({ incomeTax: 1_000, localTax: 100 });
  });
  it('refuses amounts that are not whole 원', () => {
    expect(() => withholdingOf(-1)).toThrow();
    expect(() => withholdingOf(10.5)).toThrow();
  });
  it('pays the amount less both taxes and the transfer fee, never below 0', () => {
    expect(netPayoutOf(100_000, 500)).toEqual({ withholding: { incomeTax: 3_000, localTax: 300 }, charge: 500, net: 96_200 });
    expect(netPayoutOf(300, 500).net).toBe(0);
  });
});

describe('withdrawalAmountProblem (spec §4 step "confirm amount")', () => {
  const terms = { balance: 30_000, minimumWithdrawal: 10_000, transferCharge: 500 };
  it('accepts a whole amount between the minimum and the balance', () => {
    expect(withdrawalAmountProblem(10_000, terms)).toBeNull();
    expect(withdrawalAmountProblem(30_000, terms)).toBeNull();
  });
  it('names what is wrong in Korean', () => {
    expect(withdrawalAmountProblem(0, terms)).toBe('출금할 금액을 1원 이상의 정수로 입력해주세요');
    expect(withdrawalAmountProblem(9_999, terms)).toBe('보너스는 10,000원부터 출금하실 수 있습니다');
    expect(withdrawalAmountProblem(30_001, terms)).toBe('출금 가능한 보너스(30,000원)를 넘을 수 없습니다');
    expect(withdrawalAmountProblem(400, { balance: 1_000, minimumWithdrawal: 0, transferCharge: 500 })).toBe('세금과 수수료를 빼면 지급할 금액이 없습니다');
  });
});
