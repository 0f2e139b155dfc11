import { formatPrice } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { FactList } from '../../../shared/ui/FactList';
import type { OrderForm } from '../hooks/use-order-form';
import type { OrderPrice } from '../hooks/use-order-price';
import type { OrderItemView } from '../lib/order-items';
import styles from './order.module.css';
import { priceFacts } from '../../../shared/lib/price-facts';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  items: OrderItemView[];
  price: OrderPrice;
  form: OrderForm;
  /** A message for the whole form, or null. */
  formError: string | null;
  submitting: boolean;
}

/**
 * 결제 정보 beside the form (sticky on desktop): amounts, shipping notes, the agreement checkbox,
 * lines that cannot be ordered, the form's message and the "…원 주문하기" submit button.
 */
export function OrderSummary({ items, price, form, formError, submitting }: OrderSummaryProps) {
  const problems = items.filter((i) => i.problem);
  const shippingTexts = [...new Set(items.map((i) => i.shippingText).filter((t): t is string => !!t))];
  const { shippingPrice } = price;
  return (
    <aside className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.summaryTitle}>
        결제 정보
      </h2>
      <div className={styles.rows}>
        <FactList
          facts={
            price.breakdown
              ? priceFacts({ productsPrice: price.productsTotal, shippingPrice: shippingPrice ?? 0, breakdown: price.breakdown })
              : [
                  { term: '상품금액', value: formatPrice(price.productsTotal) },
                  shippingPrice === null
                    ? { term: '배송비', value: price.quoteFailed ? '주문 접수 시 확정' : '계산 중…', valueClassName: styles.note }
                    : { term: '배송비', value: shippingPrice > 0 ? formatPrice(shippingPrice) : '무료' },
                ]
          }
        />
        {shippingTexts.map((t) => (
          <p key={t} className={styles.note}>
            {t}
          </p>
        ))}
      </div>
      <div className={styles.grand} aria-busy={price.repricing || undefined}>
        <span>총 결제금액</span>
        <strong data-testid="order-total">{formatPrice(price.grandTotal)}</strong>
      </div>
      <p className={styles.note}>무통장입금 계좌와 입금하실 금액은 주문 완료 화면과 주문내역에서 다시 안내해 드립니다.</p>
      <div className={styles.agree}>
        <Checkbox
          name="agree"
          label="주문 내용을 확인하였으며 결제에 동의합니다"
          checked={form.values.agree}
          onChange={(e) => form.setValue('agree', e.target.checked)}
        />
        {form.errors.agree && (
          <p className={styles.error} role="alert">
            {form.errors.agree}
          </p>
        )}
      </div>
      {problems.length > 0 && (
        <p className={styles.formError} role="status">
          주문할 수 없는 상품이 있습니다: {problems.map((p) => p.name).join(', ')}
        </p>
      )}
      {price.quoteError && !formError && (
        <p className={styles.formError} role="status">
          {price.quoteError}
        </p>
      )}
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" block loading={submitting}>
        {formatPrice(price.grandTotal)} 주문하기
      </Button>
    </aside>
  );
}
