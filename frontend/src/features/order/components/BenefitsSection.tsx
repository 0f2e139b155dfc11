import { DEFAULT_POINT_SETTINGS, formatPrice, groupThousands } from '@shop/contracts';
import { useSetting } from '../../../shared/api/setting';
import { couponConditions, couponPeriod, couponWorth } from '../../../shared/lib/coupon-text';
import { Button } from '../../../shared/ui/Button';
import { Section } from '../../../shared/ui/Section';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useUsableCoupons } from '../api/usable-coupons';
import type { OrderBenefits } from '../hooks/use-order-benefits';
import type { OrderPrice } from '../hooks/use-order-price';
import styles from './benefits.module.css';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * 할인 · 적립금 of the order form (spec §3 Order draft coupons, point; §9 coupons): the member's
 * usable coupons to tick, with the server's best combination offered in one click, and points
 * (적립금) to use with the shop's minimum and unit, or all that the order may take. Each chosen
 * coupon shows what it takes off this order; the server's refusal of a choice is shown here.
 */
export function BenefitsSection({ benefits, price }: { benefits: OrderBenefits; price: OrderPrice }) {
  const coupons = useUsableCoupons();
  const setting = useSetting();
  const pointSettings = setting.data?.points ?? DEFAULT_POINT_SETTINGS;
  const list = coupons.data?.coupons ?? [];
  const applied = new Map((price.breakdown?.coupons ?? []).map((c) => [c.userCouponId, c.discount]));
  const suggestion = price.couponSuggestion;
  const canSuggest = !!suggestion && suggestion.discount > 0 && !sameSet(suggestion.userCouponIds, benefits.coupons);
  const balance = price.points?.balance ?? 0;
  const usable = price.points?.usable ?? 0;
  const chosen = benefits.coupons.length > 0 || benefits.point > 0;

  return (
    <Section title="할인 · 적립금">
      <div className={styles.block}>
        <div className={styles.blockHead}>
          <h3 className={styles.blockTitle}>
            쿠폰 <span className={styles.count}>사용 가능 {list.length}장</span>
          </h3>
          {canSuggest && (
            <Button type="button" variant="secondary" size="sm" onClick={() => benefits.setCoupons(suggestion.userCouponIds)}>
              최대 할인 적용 (−{formatPrice(suggestion.discount)})
            </Button>
          )}
        </div>
        {coupons.isPending ? (
          <LoadingBlock label="쿠폰을 불러오는 중입니다" />
        ) : coupons.isError ? (
          <p className={styles.muted}>쿠폰을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.</p>
        ) : list.length === 0 ? (
          <p className={styles.muted}>사용 가능한 쿠폰이 없습니다.</p>
        ) : (
          <ul className={styles.coupons} aria-label="사용 가능한 쿠폰">
            {list.map((c) => {
              const on = benefits.coupons.includes(c._id);
              const discount = applied.get(c._id);
              return (
                <li key={c._id}>
                  <label className={on ? `${styles.coupon} ${styles.on}` : styles.coupon}>
                    <input type="checkbox" checked={on} onChange={(e) => benefits.toggleCoupon(c._id, e.target.checked)} />
                    <span className={styles.worth}>{couponWorth(c)}</span>
                    <span className={styles.couponBody}>
                      <span className={styles.couponName}>{c.name}</span>
                      <span className={styles.muted}>{couponConditions(c)}</span>
                      <span className={styles.muted}>{couponPeriod(c.usage)}</span>
                    </span>
                    {on && discount !== undefined && <span className={styles.discount}>−{formatPrice(discount)}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className={styles.block}>
        <div className={styles.blockHead}>
          <h3 className={styles.blockTitle}>
            적립금 <span className={styles.count}>보유 {formatPrice(balance)}</span>
          </h3>
        </div>
        <div className={styles.pointRow}>
          <label className={styles.pointField}>
            <span className="visually-hidden">사용할 적립금</span>
            <input
              name="point"
              inputMode="numeric"
              autoComplete="off"
              className={benefits.pointError ? `${styles.pointInput} ${styles.invalid}` : styles.pointInput}
              placeholder="0"
              value={benefits.pointText === '' ? '' : groupThousands(Number(benefits.pointText))}
              aria-invalid={benefits.pointError ? true : undefined}
              aria-describedby="point-hint"
              onChange={(e) => benefits.setPointText(e.target.value)}
              onBlur={() => benefits.applyPoints(balance, pointSettings)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                benefits.applyPoints(balance, pointSettings);
              }}
            />
            <span className={styles.unit}>원</span>
          </label>
          <Button
            type="button"
            variant="secondary"
            onClick={() => benefits.spendPoints(benefits.point === usable && usable > 0 ? 0 : usable)}
            disabled={usable === 0 && benefits.point === 0}
          >
            {benefits.point > 0 && benefits.point === usable ? '사용 취소' : '모두 사용'}
          </Button>
        </div>
        {benefits.pointError ? (
          <p className={styles.error} role="alert">
            {benefits.pointError}
          </p>
        ) : (
          <p id="point-hint" className={styles.muted}>
            {formatPrice(pointSettings.minimumUsable)} 이상, {formatPrice(pointSettings.unit)} 단위로 사용할 수 있습니다
            {usable > 0 ? ` · 이 주문에 최대 ${formatPrice(usable)}` : ''}.
          </p>
        )}
      </div>

      {chosen && price.quoteError && (
        <p className={styles.refusal} role="alert">
          {price.quoteError}
        </p>
      )}
    </Section>
  );
}
