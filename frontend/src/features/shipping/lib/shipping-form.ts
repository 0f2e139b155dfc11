import {
  SHIPPING_CHARGE_TYPE_TEXT,
  formatPrice,
  type SaveShippingDto,
  type Shipping,
  type ShippingCharge,
  type ShippingChargeType,
  type ShippingCode,
  type ShippingOption,
  type ShippingTargetType,
} from '@shop/contracts';

/** A range row as typed in the form (text, so a half-typed number stays as typed). */
export interface RangeRowDraft {
  from: string;
  amount: string;
}

/** One option as the form holds it. */
export interface OptionDraft {
  code: ShippingCode;
  bundle: 'bundle' | 'apiece';
  chargeType: ShippingChargeType;
  fixedAmount: string;
  pricesRange: RangeRowDraft[];
  travelRange: RangeRowDraft[];
  islandActive: boolean;
  islandBase: string;
  islandJeju: string;
  serviceActive: boolean;
  serviceAmount: string;
}

/** The rule as the form holds it; dates are yyyy-mm-dd (Asia/Seoul). */
export interface ShippingDraft {
  name: string;
  startsOn: string;
  endsOn: string;
  isActive: boolean;
  targetType: ShippingTargetType;
  /** Product ids of a "by products" rule. */
  products: string[];
  categories: string[];
  brands: string[];
  options: OptionDraft[];
}

const digits = (s: string) => Number(s.replace(/[^\d]/g, '') || '0');
const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** A new option of `code`: a fixed 3,000원, bundled, no surcharges. */
export const newOption = (code: ShippingCode = 'parcel'): OptionDraft => ({
  code,
  bundle: 'bundle',
  chargeType: 'fixed',
  fixedAmount: '3000',
  pricesRange: [
    { from: '0', amount: '3000' },
    { from: '100000', amount: '0' },
  ],
  travelRange: [
    { from: '0', amount: '30000' },
    { from: '50', amount: '50000' },
  ],
  islandActive: true,
  islandBase: '5000',
  islandJeju: '3000',
  serviceActive: false,
  serviceAmount: '0',
});

export const EMPTY_DRAFT: ShippingDraft = {
  name: '',
  startsOn: '',
  endsOn: '',
  isActive: true,
  targetType: 'every',
  products: [],
  categories: [],
  brands: [],
  options: [newOption()],
};

/** The day of an ISO moment in Asia/Seoul, yyyy-mm-dd. */
const seoulDay = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 10) : '');

/** The form's values of a stored rule. */
export function draftOf(s: Shipping): ShippingDraft {
  return {
    name: s.name,
    startsOn: seoulDay(s.startsAt),
    endsOn: seoulDay(s.endsAt),
    isActive: s.isActive,
    targetType: s.target.type,
    products: s.target._products,
    categories: s.target._categories,
    brands: s.target._brands,
    options: s.options.map((o: ShippingOption) => ({
      ...newOption(o.code),
      bundle: o.bundle.type,
      chargeType: o.charge.type,
      fixedAmount: text(o.charge.fixedAmount),
      pricesRange: o.charge.pricesRange?.map((r) => ({ from: text(r.price), amount: text(r.amount) })) ?? newOption().pricesRange,
      travelRange: o.charge.travelRange?.map((r) => ({ from: text(r.distance), amount: text(r.amount) })) ?? newOption().travelRange,
      islandActive: o.island.isActive,
      islandBase: text(o.island.charge.amount__base),
      islandJeju: text(o.island.charge.amount__jeju),
      serviceActive: o.service.isActive,
      serviceAmount: text(o.service.charge.amount),
    })),
  };
}

function chargeOf(o: OptionDraft): SaveShippingDto['options'][number]['charge'] {
  switch (o.chargeType) {
    case 'fixed':
      return { type: 'fixed', fixedAmount: digits(o.fixedAmount) };
    case 'pricesRange':
      return { type: 'pricesRange', pricesRange: o.pricesRange.map((r) => ({ price: digits(r.from), amount: digits(r.amount) })) };
    case 'travelRange':
      return { type: 'travelRange', travelRange: o.travelRange.map((r) => ({ distance: digits(r.from), amount: digits(r.amount) })) };
    default:
      return { type: 'free' };
  }
}

/** The body of POST/PUT shop/shippings from the form: a period from 00:00:00 of its first day to 23:59:59 of its last (KST). */
export function bodyOf(d: ShippingDraft): SaveShippingDto {
  return {
    name: d.name.trim(),
    ...(d.startsOn ? { startsAt: `${d.startsOn}T00:00:00+09:00` } : {}),
    ...(d.endsOn ? { endsAt: `${d.endsOn}T23:59:59+09:00` } : {}),
    isActive: d.isActive,
    target: {
      type: d.targetType,
      _products: d.products,
      _categories: d.categories,
      _brands: d.brands,
    },
    options: d.options.map((o) => ({
      code: o.code,
      bundle: { type: o.bundle },
      charge: chargeOf(o),
      island: { isActive: o.islandActive, charge: { amount__base: digits(o.islandBase), amount__jeju: digits(o.islandJeju) } },
      service: { isActive: o.serviceActive, charge: { amount: digits(o.serviceAmount) } },
    })),
  };
}

/** A short Korean line of a charge, for the table: "3,000원", "금액 구간 2개 (0원~)", "착불(0원)". */
export function chargeSummary(c: ShippingCharge): string {
  if (c.type === 'fixed') return formatPrice(c.fixedAmount ?? 0);
  if (c.type === 'pricesRange')
    return `${SHIPPING_CHARGE_TYPE_TEXT.pricesRange} ${(c.pricesRange ?? []).map((r) => `${formatPrice(r.price)}~ ${formatPrice(r.amount)}`).join(' / ')}`;
  if (c.type === 'travelRange')
    return `${SHIPPING_CHARGE_TYPE_TEXT.travelRange} ${(c.travelRange ?? []).map((r) => `${r.distance}km~ ${formatPrice(r.amount)}`).join(' / ')}`;
  return SHIPPING_CHARGE_TYPE_TEXT.free;
}
