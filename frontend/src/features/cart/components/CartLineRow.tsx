import { Link } from '@tanstack/react-router';
import { SHIPPING_CODE_TEXT, formatPrice, orderabilityOf, pickedChoicesPrice, type CartLine } from '@shop/contracts';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { QuantityStepper } from '../../../shared/ui/QuantityStepper';
import { Price } from '../../../shared/ui/Price';
import { Badge } from '../../../shared/ui/Badge';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { optionText } from '../../../shared/lib/option-text';
import styles from './cart.module.css';

/** Props of {@link CartLineRow}. */
export interface CartLineRowProps {
  line: CartLine;
  /** Quantity shown (an edit not yet sent wins over the server's). */
  amount: number;
  orderable: boolean;
  selected: boolean;
  onSelect(on: boolean): void;
  onAmount(amount: number): void;
  onRemove(): void;
}

/** One cart line: select box, thumbnail, name, option, picked choice items with their prices, unit price, quantity stepper, line total (choice items included) and delete. */
export function CartLineRow({ line, amount, orderable, selected, onSelect, onAmount, onRemove }: CartLineRowProps) {
  const opt = optionText(line.option);
  const max = line.product.stock > 0 ? Math.min(999, line.product.stock) : 999;
  const lineTotal = formatPrice((line.salePrice + pickedChoicesPrice(line.choices)) * amount);
  const orderability = orderabilityOf(line.product);
  return (
    <li className={orderable ? styles.line : `${styles.line} ${styles.unavailable}`}>
      <div className={styles.check}>
        <Checkbox
          label={<span className="visually-hidden">{line.product.name} 선택</span>}
          checked={selected}
          disabled={!orderable}
          onChange={(e) => onSelect(e.target.checked)}
        />
      </div>
      <Link to="/shop/products/$productId" params={{ productId: line.product._id }} className={styles.thumb} tabIndex={-1} aria-hidden>
        <LineThumb url={line.product.thumb?.url} size={112} />
      </Link>
      <div className={styles.info}>
        {line.product.brand && <span className={styles.brand}>{line.product.brand.name}</span>}
        <p className={styles.name}>
          <Link to="/shop/products/$productId" params={{ productId: line.product._id }}>
            {line.product.name}
          </Link>
        </p>
        {opt && <p className={styles.option}>{opt}</p>}
        {line.choices?.map((c) => (
          <p key={c.key} className={styles.option}>
            선택 상품: {c.name}
            {c.salePrice ? ` (+${formatPrice(c.salePrice)})` : ''}
          </p>
        ))}
        <Price className={styles.unit} size="sm" salePrice={line.salePrice} price={line.salePrice + line.discountPrice} />
        <div className={styles.flags}>
          {orderability === 'SOLD_OUT' ? <Badge tone="muted">품절</Badge> : orderability !== 'ORDERABLE' ? <Badge tone="muted">판매중지</Badge> : null}
          <Badge tone="neutral">{SHIPPING_CODE_TEXT[line.shippingCode] ?? '택배'}</Badge>
        </div>
      </div>
      <div className={styles.side}>
        <QuantityStepper value={amount} min={1} max={max} onChange={onAmount} disabled={!orderable} label={`${line.product.name} 수량`} />
        <span className={styles.lineTotal}>{lineTotal}</span>
      </div>
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={`${line.product.name} 삭제`}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.3">
          <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
        </svg>
      </button>
    </li>
  );
}
