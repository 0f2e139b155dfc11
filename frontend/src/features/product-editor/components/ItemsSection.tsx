import { useState } from 'react';
import { ProductType, type ProductItem, groupThousands } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Section } from '../../../shared/ui/Section';
import { TextField } from '../../../shared/ui/TextField';
import { ProductCombobox } from '../../../shared/console/ProductCombobox';
import { productItem, type ItemListKey } from '../lib/product-draft';
import type { SectionProps } from '../lib/section';
import { ItemRows } from './ItemRows';
import styles from './product-editor.module.css';

const LISTS: { key: ItemListKey; title: string }[] = [
  { key: 'relateds', title: '연관 상품' },
  { key: 'bundleds', title: '구성 상품' },
  { key: 'choicees', title: '선택 상품' },
  { key: 'supplies', title: '부자재' },
];

/**
 * 연관·구성 상품: related, bundled, choice and supply items (spec §3 relateds, bundleds, choicees,
 * supplies) picked with a product picker (never the product itself); choice items and supplies
 * may also be of the shop's own making (name and price). Rows are edited in ItemRows; a product
 * bundle's parts show the set's stock as the server last worked it out (min over parts of
 * floor(part stock / 수량)), which follows a save.
 */
export function ItemsSection({ draft, set, productId, itemNames = {} }: SectionProps & { productId?: string; itemNames?: Record<string, string> }) {
  for (const [id, name] of Object.entries(itemNames)) if (!pickedNames.has(id)) pickedNames.set(id, name);
  const [list, setList] = useState<ItemListKey>(draft.type === ProductType.PRODUCT_BUNDLE ? 'bundleds' : 'relateds');
  const items = draft[list] ?? [];
  const setItems = (next: ProductItem[]) => set({ [list]: next });
  const live = items.filter((i) => !i.deleted);
  const title = LISTS.find((l) => l.key === list)!.title;
  return (
    <Section variant="card" padded title="연관·구성 상품">
      <div className={styles.checks} role="radiogroup" aria-label="목록">
        {LISTS.map((l) => (
          <label key={l.key}>
            <input type="radio" name="item-list" checked={list === l.key} onChange={() => setList(l.key)} /> {l.title} (
            {(draft[l.key] ?? []).filter((i) => !i.deleted).length})
          </label>
        ))}
      </div>
      {list === 'bundleds' && draft.type === ProductType.PRODUCT_BUNDLE && productId && (
        <p role="status" aria-label="세트 재고">
          세트 재고 {groupThousands(draft.stock)}개 <small>(저장한 구성 기준)</small>
        </p>
      )}
      <ItemRows list={list} items={live} names={pickedNames} onChange={(item, patch) => setItems(items.map((i) => (i === item ? { ...i, ...patch } : i)))} />
      <ProductCombobox
        label="상품 찾기"
        picked={[productId, ...live.map((i) => i._product)].filter((x): x is string => !!x)}
        onPick={(p) => {
          pickedNames.set(p._id, p.name);
          setItems([...items, list === 'bundleds' ? { ...productItem(p._id), amount: 1 } : productItem(p._id)]);
        }}
      />
      {(list === 'choicees' || list === 'supplies') && (
        <CustomItemForm
          what={title}
          taken={live.flatMap((i) => (i.custom && !i._product ? [i.custom.name] : []))}
          onAdd={(item) => setItems([...items, item])}
        />
      )}
    </Section>
  );
}

/** Names of the products the items name: the stored product's (from the server) and those picked since. */
const pickedNames = new Map<string, string>();

/**
 * A choice item or supply of the shop's own making, not a product (spec §3 choicees and supplies
 * `custom`: name, amount, salePrice), e.g. 설치 서비스: its name, unique among the list's custom
 * items, and its price in 원, which the order adds to each unit of the line it is picked on.
 * `what` names the list ('선택 상품', '부자재').
 */
function CustomItemForm({ what, taken, onAdd }: { what: string; taken: string[]; onAdd(item: ProductItem): void }) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const trimmed = name.trim();
    const won = Number(price.replace(/,/g, ''));
    if (!trimmed) return setError('직접 입력 상품명을 입력해주세요');
    if (taken.includes(trimmed)) return setError(what === '부자재' ? '같은 이름의 부자재가 있습니다' : '같은 이름의 선택 상품이 있습니다');
    if (price.trim() === '' || !Number.isInteger(won) || won < 0) return setError('금액은 0 이상의 정수로 입력해주세요');
    onAdd({
      _product: null,
      _option: null,
      _supply: null,
      custom: { name: trimmed, amount: 1, salePrice: won },
      enabled: true,
      deleted: false,
      mandatory: false,
    });
    setName('');
    setPrice('');
    setError(null);
  };
  return (
    <div className={styles.customItem} role="group" aria-label={`직접 입력 ${what}`}>
      <TextField label="직접 입력 상품명" placeholder="예: 설치 서비스" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
      <TextField label="직접 입력 금액 (원)" inputMode="numeric" value={price} maxLength={12} onChange={(e) => setPrice(e.target.value)} />
      <Button size="sm" variant="secondary" onClick={add}>
        직접 입력 추가
      </Button>
      {error && (
        <p className={styles.customError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
