import { useState } from 'react';
import type { ConsoleDisplay } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { TextField } from '../../../shared/ui/TextField';
import { QueryView, WorkPageHead } from '../../../shared/ui/WorkPage';
import { useConsoleDisplay, useDisplayWrites } from '../api/displays';
import { PickedProducts, type PickedProduct } from '../../../shared/console/PickedProducts';
import { DisplayProductPicker } from './DisplayProductPicker';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

/** /console/shop/display/{code} (spec §2 console shop/display/{code}): one display group's name, visibility and products in order. */
export function DisplayEditorPage({ code }: { code: string }) {
  const query = useConsoleDisplay(code);
  return (
    <>
      <WorkPageHead crumb="상품 관리 · 진열 관리" title={query.data?.display?.name ?? code} />
      <QueryView query={query} what="진열 그룹">
        {(d) => (d.display ? <DisplayForm key={d.display.code} display={d.display} /> : null)}
      </QueryView>
    </>
  );
}

function DisplayForm({ display }: { display: ConsoleDisplay }) {
  const { update } = useDisplayWrites();
  const [name, setName] = useState(display.name);
  const [shows, setShows] = useState(display.shows);
  const [rows, setRows] = useState<PickedProduct[]>(display.products);
  const [message, setMessage] = useState<string | null>(null);
  const save = async () => {
    setMessage(null);
    try {
      await update.mutateAsync({ code: display.code, body: { name: name.trim(), shows, productIds: rows.map((r) => r._id) } });
      setMessage('저장되었습니다');
    } catch (e) {
      setMessage(e instanceof Error ? e.message : '저장하지 못했습니다');
    }
  };
  return (
    <div className={styles.layout}>
      <section className={`${t.card} ${styles.panel}`} aria-label="진열 상품">
        <h2 className={t.cardTitle}>진열 그룹 {display.code}</h2>
        <TextField label="이름" value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
        <Checkbox label="쇼핑몰에 노출" checked={shows} onChange={(e) => setShows(e.target.checked)} />
        <h3 className={t.note}>진열 상품 {rows.length}개</h3>
        <PickedProducts label="진열 상품" value={rows} onChange={setRows} />
        {message && <p role="status">{message}</p>}
        <div className={styles.panelActions}>
          <Button size="sm" loading={update.isPending} onClick={() => void save()}>
            저장
          </Button>
        </div>
      </section>
      <DisplayProductPicker chosen={rows.map((r) => r._id)} onPick={(p) => setRows((prev) => [...prev, p])} />
    </div>
  );
}
