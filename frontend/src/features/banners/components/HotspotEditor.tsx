import { useRef, type MouseEvent } from 'react';
import { MAX_BANNER_ITEMS, type BannerItem } from '@shop/contracts';
import { Button, TextField } from '../../../shared/ui';
import { ProductCombobox } from '../../../shared/console/ProductCombobox';
import styles from './content.module.css';

/** A percent rounded to one decimal, kept within 0–100. */
const percent = (v: number) => Math.min(100, Math.max(0, Math.round(v * 10) / 10));

/**
 * The hotspots of a banner (spec §3 Banner items: product, name, desc, href, x, y in percent of the
 * picture): a click on the preview adds one at that place, each is listed with its fields and x/y
 * inputs (so the keyboard alone can place one: 핫스팟 추가, then type x and y), a product search
 * fills its name and link. The dots on the preview are numbered like the list.
 */
export function HotspotEditor({ preview, items, onChange }: { preview: string | null; items: BannerItem[]; onChange(items: BannerItem[]): void }) {
  const list = useRef<HTMLOListElement>(null);
  const full = items.length >= MAX_BANNER_ITEMS;
  const set = (i: number, patch: Partial<BannerItem>) => onChange(items.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const add = (x: number, y: number) => {
    if (full) return;
    onChange([...items, { _product: null, name: '', desc: '', href: '', x: percent(x), y: percent(y) }]);
    // The new row's name field, for the keyboard and the eye.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  const place = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    add(((e.clientX - box.left) / box.width) * 100, ((e.clientY - box.top) / box.height) * 100);
  };

  return (
    <fieldset className={styles.hotspots}>
      <legend className={styles.label}>
        핫스팟 ({items.length}/{MAX_BANNER_ITEMS})
      </legend>
      {preview ? (
        <div className={styles.stage} onClick={place} data-testid="hotspot-stage">
          <img src={preview} alt="핫스팟 위치를 정할 배너 미리보기" draggable={false} />
          {items.map((it, i) => (
            <span key={i} className={styles.dot} style={{ left: `${it.x}%`, top: `${it.y}%` }} aria-hidden>
              {i + 1}
            </span>
          ))}
        </div>
      ) : (
        <p className={styles.hint}>PC 이미지를 고르면 미리보기를 눌러 핫스팟 위치를 정할 수 있습니다.</p>
      )}
      <p className={styles.hint}>미리보기를 누른 자리에 핫스팟이 추가됩니다. 위치는 이미지 너비·높이에 대한 % 값입니다.</p>
      <ol ref={list} className={styles.hotspotList} aria-label="핫스팟 목록">
        {items.map((it, i) => (
          <li key={i}>
            <div className={styles.row}>
              <TextField label={`${i + 1}번 이름`} required value={it.name} maxLength={100} onChange={(e) => set(i, { name: e.target.value })} />
              <TextField label={`${i + 1}번 설명`} value={it.desc} maxLength={200} onChange={(e) => set(i, { desc: e.target.value })} />
              <TextField
                label={`${i + 1}번 링크`}
                value={it.href}
                maxLength={300}
                placeholder="/shop/products/…"
                onChange={(e) => set(i, { href: e.target.value })}
              />
            </div>
            <div className={styles.row}>
              <TextField
                label={`${i + 1}번 X (%)`}
                type="number"
                min={0}
                max={100}
                step={0.1}
                value={it.x}
                onChange={(e) => set(i, { x: percent(Number(e.target.value)) })}
              />
              <TextField
                label={`${i + 1}번 Y (%)`}
                type="number"
                min={0}
                max={100}
                step={0.1}
                value={it.y}
                onChange={(e) => set(i, { y: percent(Number(e.target.value)) })}
              />
              <div className={styles.field}>
                <span className={styles.label}>상품 {it._product ? '(연결됨)' : ''}</span>
                <ProductCombobox
                  label={`${i + 1}번 상품 검색`}
                  labelHidden
                  mode="single"
                  onPick={(p) => set(i, { _product: p._id, name: it.name || p.name, href: it.href || `/shop/products/${p._id}` })}
                />
              </div>
            </div>
            <Button size="sm" variant="ghost" onClick={() => onChange(items.filter((_, j) => j !== i))} aria-label={`${i + 1}번 핫스팟 삭제`}>
              핫스팟 삭제
            </Button>
          </li>
        ))}
      </ol>
      <Button size="sm" variant="secondary" disabled={full} onClick={() => add(50, 50)}>
        핫스팟 추가
      </Button>
    </fieldset>
  );
}
