import { useState } from 'react';
import { DISPLAY_CODE_TEXT, type DisplayCode, type HomeDisplayPicksResponse } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { QueryView, WorkPageHead } from '../../../shared/ui/WorkPage';
import { useHomeDisplayPicks, useSaveHomeDisplayPicks } from '../api/displays';
import { PickedProducts, type PickedProduct } from '../../../shared/console/PickedProducts';
import { DisplayProductPicker } from './DisplayProductPicker';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

const textOf = (code: string) => DISPLAY_CODE_TEXT[code as DisplayCode] ?? code;

/**
 * /console/main/display/{code} (spec §2 console main/display/{code}): staff pick and order the
 * products of a home display block (메인 노출, 하이라이트, 인기상품…); the home shows them in this
 * order. Until staff save, the list is what the home shows now (the products flagged with the code).
 */
export function HomeDisplayPage({ code }: { code: string }) {
  const query = useHomeDisplayPicks(code);
  return (
    <>
      <WorkPageHead crumb="메인 관리 · 메인 진열" title={`메인 진열 · ${textOf(code)}`} />
      <QueryView query={query} what="메인 진열">
        {(d) => <HomeDisplayForm key={`${d.code}:${d.position}`} picks={d} />}
      </QueryView>
    </>
  );
}

function HomeDisplayForm({ picks }: { picks: HomeDisplayPicksResponse }) {
  const save = useSaveHomeDisplayPicks(picks.code);
  const [rows, setRows] = useState<PickedProduct[]>(picks.products);
  const [message, setMessage] = useState<string | null>(null);
  const onSave = async () => {
    setMessage(null);
    try {
      await save.mutateAsync(rows.map((r) => r._id));
      setMessage('저장되었습니다');
    } catch (e) {
      setMessage(e instanceof Error ? e.message : '저장하지 못했습니다');
    }
  };
  return (
    <div className={styles.layout}>
      <section className={`${t.card} ${styles.panel}`} aria-label="메인 진열 상품">
        <h2 className={t.cardTitle}>메인 진열 상품 {rows.length}개</h2>
        <p className={t.note}>
          {picks.picked ? '저장한 순서대로 메인에 보입니다.' : '아직 고른 상품이 없어 이 진열 코드가 지정된 상품이 최신순으로 보입니다.'}
        </p>
        <PickedProducts label="진열 상품" value={rows} onChange={setRows} />
        {message && <p role="status">{message}</p>}
        <div className={styles.panelActions}>
          <Button size="sm" loading={save.isPending} onClick={() => void onSave()}>
            저장
          </Button>
        </div>
      </section>
      <DisplayProductPicker chosen={rows.map((r) => r._id)} onPick={(p) => setRows((prev) => [...prev, p])} />
    </div>
  );
}
