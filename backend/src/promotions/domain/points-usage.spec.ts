import { DEFAULT_POINT_SETTINGS } from '@shop/contracts';
import { pointsUsable } from './points-usage.js';

const settings = { minimumUsable: 1_000, unit: 100 };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return { code: (e as { code: string }).code, message: (e as Error).message, status: (e as { status: number }).status };
  }
  return null;
};

describe('points usable on an order (minimum and unit from the settings)', () => {
  it('allows a multiple of the unit from the minimum, within the balance and what is left to pay', () =>
    expect(pointsUsable(2_500, 10_000, settings, 30_000)).toBe(2_500));
  it('allows using none', () => expect(pointsUsable(0, 0, settings, 30_000)).toBe(0));
  it('refuses a negative or fractional amount', () => {
    expect(refusal(() => pointsUsable(-100, 10_000, settings, 30_000))).toEqual({
      code: 'POINTS_INVALID_AMOUNT',
      message: '사용할 적립금을 0원 이상의 정수로 입력해주세요',
      status: 400,
    });
    expect(refusal(() => pointsUsable(1_000.5, 10_000, settings, 30_000))?.code).toBe('POINTS_INVALID_AMOUNT');
  });
  it('refuses less than the minimum', () =>
    expect(refusal(() => pointsUsable(900, 10_000, settings, 30_000))).toEqual({
      code: 'POINTS_BELOW_MINIMUM',
      message: '적립금은 1,000원 이상부터 사용할 수 있습니다',
      status: 400,
    }));
  it('refuses an amount off the unit', () =>
    expect(refusal(() => pointsUsable(1_050, 10_000, settings, 30_000))).toEqual({
      code: 'POINTS_UNIT',
      message: '적립금은 100원 단위로 사용할 수 있습니다',
      status: 400,
    }));
  it('refuses more than the balance', () =>
    expect(refusal(() => pointsUsable(5_000, 4_900, settings, 30_000))).toEqual({
      code: 'POINTS_INSUFFICIENT',
      message: '보유 적립금이 부족합니다',
      status: 400,
    }));
  it('refuses more than what is left to pay', () =>
    expect(refusal(() => pointsUsable(5_000, 10_000, settings, 4_000))).toEqual({
      code: 'POINTS_EXCEED_PAYMENT',
      message: '결제할 금액보다 많은 적립금을 사용할 수 없습니다',
      status: 400,
    }));
  it('defaults to a 1,000원 minimum and a 100원 unit', () => expect(DEFAULT_POINT_SETTINGS).toMatchObject({ minimumUsable: 1_000, unit: 100 }));
});
