import { useState } from 'react';
import type { ConsoleFiltering } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { QueryView, WorkPageHead, WorkTable } from '../../../shared/ui/WorkPage';
import { useConsoleFilterings, useFilteringWrites } from '../api/filterings';
import { FilteringPanel } from './FilteringPanel';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';
import { groupThousands } from '@shop/contracts';

/**
 * /console/shop/filtering (spec §2 console shop/filtering; §6 admin02 and console): the facets of
 * the shop's product lists, in the order the shop shows them, each over one product property,
 * with how many shown products have it; added and edited in a side panel, moved up and down.
 */
export function ConsoleFilteringsPage() {
  const query = useConsoleFilterings();
  const { reorder } = useFilteringWrites();
  const [editing, setEditing] = useState<ConsoleFiltering | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = async (list: ConsoleFiltering[], i: number, by: -1 | 1) => {
    const codes = list.map((f) => f.code);
    [codes[i], codes[i + by]] = [codes[i + by]!, codes[i]!];
    setError(null);
    try {
      await reorder.mutateAsync(codes);
    } catch (e) {
      setError(e instanceof Error ? e.message : '순서를 바꾸지 못했습니다');
    }
  };
  return (
    <>
      <WorkPageHead crumb="상품 관리" title="필터링" count={query.data?.filterings.length} unit="개">
        <Button size="sm" onClick={() => setEditing('new')}>
          필터 추가
        </Button>
      </WorkPageHead>
      <div className={styles.layout}>
        <section className={t.card} aria-label="필터 목록">
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <QueryView query={query} what="필터" isEmpty={(d) => d.filterings.length === 0} empty="등록된 필터가 없습니다">
            {(d) => (
              <WorkTable
                head={['순서', '코드', '이름', '상품 속성', '값', '상품 수', '사용', '']}
                numeric={[5]}
                rows={d.filterings.map((f, i, list) => ({
                  key: f.code,
                  cells: [
                    <span key="order" className={styles.pick}>
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={`${f.name} 위로`}
                        disabled={i === 0 || reorder.isPending}
                        onClick={() => void move(list, i, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={`${f.name} 아래로`}
                        disabled={i === list.length - 1 || reorder.isPending}
                        onClick={() => void move(list, i, 1)}
                      >
                        ↓
                      </button>
                    </span>,
                    f.code,
                    f.name,
                    f.property,
                    f.values.length ? f.values.join(', ') : '상품의 모든 값',
                    groupThousands(f.productCount),
                    f.enabled ? '사용' : '사용 안 함',
                    <Button key="edit" size="sm" variant="secondary" onClick={() => setEditing(f)} aria-label={`${f.name} 수정`}>
                      수정
                    </Button>,
                  ],
                }))}
              />
            )}
          </QueryView>
        </section>
        {editing && (
          <FilteringPanel
            key={editing === 'new' ? 'new' : editing.code}
            filtering={editing === 'new' ? null : editing}
            properties={query.data?.properties ?? []}
            onDone={() => setEditing(null)}
          />
        )}
      </div>
    </>
  );
}
