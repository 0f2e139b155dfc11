import { useState } from 'react';
import { encodeFacets, groupThousands, parseFacets, toggleFacet, type FacetSelection, type ProductFacet } from '@shop/contracts';
import { Button, Dialog, Icon } from '../../../shared/ui';
import styles from './ProductFacets.module.css';

export interface ProductFacetsProps {
  /** The list's facets with their counts, as the list call answers them (facets=1). */
  facets: ProductFacet[];
  /** The picked values (contracts facets.ts text). */
  filters: string | undefined;
  /** Products the list now holds (for the sheet's button). */
  total: number;
  /** Goes to the list with these picked values (undefined: none). */
  onChange(filters: string | undefined): void;
}

/**
 * The facets of a shop list (issue 13: filters from the console's filterings, faceted counts):
 * each facet's values with how many products each would give, picked values shown as chips with
 * a clear-all button. From 768 px the facets are dropdowns above the list; narrower, a "필터"
 * button opens them in a sheet.
 */
export function ProductFacets({ facets, filters, total, onChange }: ProductFacetsProps) {
  const [open, setOpen] = useState(false);
  // A pick shows at once, before the list of the new URL arrives; any change of `filters` (the
  // pick arriving, Back) drops it.
  const [draft, setDraft] = useState<{ to: string | undefined } | null>(null);
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    setDraft(null);
  }
  const current = draft ? draft.to : filters;
  const selection = parseFacets(current ?? '');
  const isPicked = (code: string, value: string) => selection[code]?.includes(value) ?? false;
  const picked = Object.entries(selection).flatMap(([code, values]) => values.map((value) => ({ code, value })));
  const change = (next: FacetSelection) => {
    const text = encodeFacets(next) || undefined;
    setDraft({ to: text });
    onChange(text);
  };
  const toggle = (code: string, value: string) => change(toggleFacet(selection, code, value));
  return (
    <section className={styles.facets} aria-label="상품 필터">
      <div className={styles.inline}>
        {facets.map((f) => {
          const count = selection[f.code]?.length ?? 0;
          return (
            <details key={f.code} className={styles.dropdown}>
              <summary className={`${styles.summary} ${count ? styles.active : ''}`}>
                {f.name}
                {count > 0 && <span className={styles.badge}>{count}</span>}
                <Icon name="chevronDown" size={14} />
              </summary>
              <div className={styles.menu}>
                <FacetValues facet={f} isPicked={isPicked} onToggle={toggle} />
              </div>
            </details>
          );
        })}
      </div>
      <Button type="button" variant="secondary" size="sm" className={styles.sheetButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        필터{picked.length > 0 ? ` ${picked.length}` : ''}
      </Button>
      {picked.length > 0 && (
        <div className={styles.picked}>
          {picked.map((p) => (
            <button key={`${p.code}:${p.value}`} type="button" className={styles.chip} onClick={() => toggle(p.code, p.value)} aria-label={`${p.value} 해제`}>
              {p.value} <Icon name="close" size={12} />
            </button>
          ))}
          <button type="button" className={styles.clear} onClick={() => change({})}>
            전체 해제
          </button>
        </div>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="필터"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => change({})} disabled={picked.length === 0}>
              전체 해제
            </Button>
            <Button type="button" onClick={() => setOpen(false)}>
              {groupThousands(total)}개 상품 보기
            </Button>
          </>
        }
      >
        {facets.map((f) => (
          <FacetValues key={f.code} facet={f} isPicked={isPicked} onToggle={toggle} legend />
        ))}
      </Dialog>
    </section>
  );
}

/** One facet's values as checkboxes labelled with their counts; `legend` titles the group (in the sheet). */
function FacetValues({
  facet,
  isPicked,
  onToggle,
  legend = false,
}: {
  facet: ProductFacet;
  isPicked(code: string, value: string): boolean;
  onToggle(code: string, value: string): void;
  legend?: boolean;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={legend ? styles.legend : 'visually-hidden'}>{facet.name}</legend>
      {facet.values.map((v) => (
        <label key={v.value} className={styles.value}>
          <input type="checkbox" checked={isPicked(facet.code, v.value)} onChange={() => onToggle(facet.code, v.value)} />
          <span>{v.value}</span> <span className={styles.count}>({groupThousands(v.count)})</span>
        </label>
      ))}
    </fieldset>
  );
}
