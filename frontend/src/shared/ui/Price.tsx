import { formatPrice } from '@shop/contracts';
import styles from './Price.module.css';

export interface PriceProps {
  /** Sale price in 원 (what the customer pays). */
  salePrice: number;
  /** List price in 원; struck through when higher than the sale price. */
  price?: number;
  /** Whole percent off; computed from the two prices when omitted. */
  discountRate?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A price: sale price, the list price struck through and the discount rate when discounted. */
export function Price({ salePrice, price, discountRate, size = 'md', className }: PriceProps) {
  const discounted = price !== undefined && price > salePrice;
  const rate = discountRate ?? (discounted && price ? Math.floor(((price - salePrice) / price) * 100) : 0);
  return (
    <div className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      {discounted && rate > 0 && <span className={styles.rate}>{rate}%</span>}
      <strong className={styles.sale}>
        {discounted && <span className="visually-hidden">할인가 </span>}
        {formatPrice(salePrice)}
      </strong>
      {discounted && (
        <del className={styles.list}>
          <span className="visually-hidden">정가 </span>
          {formatPrice(price)}
        </del>
      )}
    </div>
  );
}
