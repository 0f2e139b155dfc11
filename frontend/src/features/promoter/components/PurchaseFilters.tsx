import { PROMOTER_PURCHASE_STATUS_TEXT, addMonths, seoulMonthOf, type PurchaseStatus } from '@shop/contracts';
import { Select } from '../../../shared/ui/Select';
import type { PromoterPurchasesSearch } from '../api/purchases';
import p from './promoter-pages.module.css';

/** How many months back the month filter offers, the current one included. */
const MONTHS_OFFERED = 24;

const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...(Object.keys(PROMOTER_PURCHASE_STATUS_TEXT) as PurchaseStatus[]).map((value) => ({ value, label: PROMOTER_PURCHASE_STATUS_TEXT[value] })),
];

/** The months offered (KST), newest first, `month` included when the URL names an older one. */
function monthOptions(month: string | undefined) {
  const now = seoulMonthOf(new Date());
  const months = Array.from({ length: MONTHS_OFFERED }, (_, i) => addMonths(now, -i));
  if (month && !months.includes(month)) months.push(month);
  return [{ value: '', label: '전체 기간' }, ...months.map((m) => ({ value: m, label: `${m.slice(0, 4)}년 ${Number(m.slice(5, 7))}월` }))];
}

/** The month (KST) and purchase status filters of a purchase page; a change goes back to page 1. */
export function PurchaseFilters({ search, onChange }: { search: PromoterPurchasesSearch; onChange(next: PromoterPurchasesSearch): void }) {
  return (
    <div className={p.filters} role="group" aria-label="구매내역 필터">
      <Select
        label="기간"
        size="sm"
        value={search.month ?? ''}
        options={monthOptions(search.month)}
        onChange={(e) => onChange({ ...search, month: e.target.value || undefined, page: undefined })}
      />
      <Select
        label="구매상태"
        size="sm"
        value={search.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(e) => onChange({ ...search, status: (e.target.value || undefined) as PurchaseStatus | undefined, page: undefined })}
      />
    </div>
  );
}
