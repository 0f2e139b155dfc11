import { formatPrice } from '@shop/contracts';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { optionText } from '../../../shared/lib/option-text';
import type { OrderItemView } from '../lib/order-items';
import styles from './order.module.css';

/** The lines being ordered: thumbnail, name, option, picked choice items, quantity, unit price and line total. */
export function OrderItemList({ items }: { items: OrderItemView[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => {
        const opt = optionText(item.option);
        return (
          <li key={item.key} className={styles.item}>
            <LineThumb url={item.thumbUrl} size={72} />
            <div className={styles.itemBody}>
              <p className={styles.itemName}>{item.name}</p>
              {opt && <p className={styles.itemOption}>{opt}</p>}
              {item.choices.map((c) => (
                <p key={c.key} className={styles.itemOption}>
                  선택 상품: {c.name}
                  {c.salePrice ? ` (+${formatPrice(c.salePrice)})` : ''}
                </p>
              ))}
              <p className={styles.itemMeta}>
                {formatPrice(item.unitPrice)} × {item.amount}개
              </p>
              {item.problem && <p className={styles.itemProblem}>{item.problem}</p>}
            </div>
            <span className={styles.itemTotal}>{formatPrice(item.total)}</span>
          </li>
        );
      })}
    </ul>
  );
}
