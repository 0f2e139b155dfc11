import { useState } from 'react';
import { PRODUCT_UPLOAD_ACTION_TEXT, type ProductUploadJob, groupThousands } from '@shop/contracts';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import styles from './bulk-upload.module.css';

/** Rows shown at most at once (a sheet may hold 2,000; the error report has every refused one). */
const SHOWN = 500;

/** The counts of an upload: 신규 등록, 수정, 변경 없음, 오류 (for an import: what was done). */
export function UploadSummary({ job }: { job: ProductUploadJob }) {
  const s = job.summary;
  return (
    <p className={styles.summary} role="status">
      전체 {groupThousands(s.total)}줄 · {PRODUCT_UPLOAD_ACTION_TEXT.create} {groupThousands(s.create)} · {PRODUCT_UPLOAD_ACTION_TEXT.update}{' '}
      {groupThousands(s.update)} · {PRODUCT_UPLOAD_ACTION_TEXT.unchanged} {groupThousands(s.unchanged)} ·{' '}
      <span className={s.error ? styles.error : undefined}>
        {PRODUCT_UPLOAD_ACTION_TEXT.error} {groupThousands(s.error)}
      </span>
    </p>
  );
}

/** Each row of an upload with its row number, code, name, result and the Korean reasons of a refusal; "오류만 보기" narrows to refused rows. */
export function UploadRows({ job }: { job: ProductUploadJob }) {
  const [errorsOnly, setErrorsOnly] = useState(job.summary.error > 0);
  const rows = errorsOnly ? job.rows.filter((r) => r.action === 'error') : job.rows;
  return (
    <>
      <div className={styles.rowsHead}>
        <Checkbox checked={errorsOnly} onChange={(e) => setErrorsOnly(e.target.checked)} label="오류만 보기" />
      </div>
      <WorkTable
        head={['행', '상품코드', '상품명', '결과', '사유']}
        numeric={[0]}
        rows={rows.slice(0, SHOWN).map((r) => ({
          key: String(r.row),
          cells: [
            r.row,
            r.code || '-',
            <span className={styles.name}>{r.name || '-'}</span>,
            <span className={r.action === 'error' ? styles.error : undefined}>{PRODUCT_UPLOAD_ACTION_TEXT[r.action]}</span>,
            <span className={styles.reason}>{r.messages.join(' / ')}</span>,
          ],
        }))}
      />
      {rows.length > SHOWN && <p className={t.note}>처음 {SHOWN}줄만 보여드립니다. 오류는 오류 내려받기로 모두 확인할 수 있습니다.</p>}
    </>
  );
}
