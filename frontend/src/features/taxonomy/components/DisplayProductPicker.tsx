import { ProductCombobox } from '../../../shared/console/ProductCombobox';
import type { PickedProduct } from '../../../shared/console/ProductPicker';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

/** The 상품 추가 card of a display editor: the console's product picker (name or code), offering what is not `chosen` yet. */
export function DisplayProductPicker({ chosen, onPick }: { chosen: string[]; onPick(p: PickedProduct): void }) {
  return (
    <section className={`${t.card} ${styles.panel}`} aria-label="상품 추가">
      <h2 className={t.cardTitle}>상품 추가</h2>
      <ProductCombobox label="상품 검색" picked={chosen} onPick={(p) => onPick({ _id: p._id, code: p.code, name: p.name, thumb: p.thumb })} />
    </section>
  );
}
