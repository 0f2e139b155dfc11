import { useState } from 'react';
import { ISLAND_KIND_TEXT, type Island, type SaveIslandDto } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useIslands, useIslandWrites } from '../api/islands';
import { IslandHistory } from './IslandHistory';
import { IslandRowEditor } from './IslandRowEditor';
import styles from './shipping.module.css';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

const NEW_ROW: SaveIslandDto = { name: '', postcodeFrom: '', postcodeTo: '', kind: 'island', note: '' };

/**
 * /console/shop/islands (spec §7 Shop CRUD for islands): the postcode ranges of Jeju, the
 * islands and the bridge-connected islands exempt from the surcharge (연륙도서, Fair Trade
 * Commission 2025), edited inline (Enter saves, Esc cancels), deletion after confirmation, and
 * the table's history below.
 */
export function IslandsPage() {
  const query = useIslands();
  const { save, remove } = useIslandWrites();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const { asking: deleting, ask: setDeleting, cancel: cancelDelete, confirm: confirmDelete } = useConfirmed<Island>((d) => remove.mutateAsync(d._id));
  const submit = async (id: string | null, body: SaveIslandDto) => {
    await save.mutateAsync({ id, body });
    setEditing(null);
  };

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="도서산간 지역" count={query.data?.islands.length} unit="개 구간">
        <Button size="sm" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          구간 추가
        </Button>
      </WorkPageHead>
      <section className={styles.card} aria-label="도서산간 우편번호 구간">
        {query.isPending ? (
          <LoadingBlock label="도서산간 지역을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="도서산간 지역을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">지역명</th>
                  <th scope="col">시작 우편번호</th>
                  <th scope="col">끝 우편번호</th>
                  <th scope="col">구분</th>
                  <th scope="col">비고</th>
                  <th scope="col" className={styles.center}>
                    관리
                  </th>
                </tr>
              </thead>
              <tbody>
                {editing === 'new' && <IslandRowEditor label="새 구간" initial={NEW_ROW} onSave={(b) => submit(null, b)} onCancel={() => setEditing(null)} />}
                {query.data.islands.map((i) =>
                  editing === i._id ? (
                    <IslandRowEditor key={i._id} label={i.name} initial={i} onSave={(b) => submit(i._id, b)} onCancel={() => setEditing(null)} />
                  ) : (
                    <tr key={i._id}>
                      <td className={styles.nameCell}>{i.name}</td>
                      <td className={styles.nowrap}>{i.postcodeFrom}</td>
                      <td className={styles.nowrap}>{i.postcodeTo}</td>
                      <td>
                        <span className={`${styles.kind} ${styles[`kind_${i.kind}`]}`}>{ISLAND_KIND_TEXT[i.kind]}</span>
                      </td>
                      <td className={`${styles.subtle} ${styles.noteCell}`}>{i.note}</td>
                      <td>
                        <div className={styles.actions}>
                          <Button size="sm" variant="secondary" onClick={() => setEditing(i._id)} aria-label={`${i.name} ${i.postcodeFrom} 수정`}>
                            수정
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setDeleting(i)} aria-label={`${i.name} ${i.postcodeFrom} 삭제`}>
                            삭제
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
            {query.data.islands.length === 0 && editing !== 'new' && <EmptyState compact title="등록된 도서산간 지역이 없습니다" />}
          </div>
        )}
      </section>
      <IslandHistory />
      <ConfirmDialog
        open={deleting !== null}
        title="도서산간 구간 삭제"
        message={
          deleting
            ? `‘${deleting.name} ${deleting.postcodeFrom}~${deleting.postcodeTo}’ 구간을 삭제하시겠습니까? 이 구간에는 추가 배송비가 붙지 않게 됩니다.`
            : ''
        }
        confirmText="삭제"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={cancelDelete}
      />
    </>
  );
}
