import { useState } from 'react';
import { PRODUCT_UPLOAD_MAX_BYTES, PRODUCT_UPLOAD_MESSAGES, type ProductUploadJob } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { downloadErrorReport, downloadTemplate, useUploadJob, useUploadWrites } from '../api/bulk-upload';
import { UploadProgress } from './UploadProgress';
import { UploadRows, UploadSummary } from './UploadRows';
import styles from './bulk-upload.module.css';

/** What is wrong with a picked file before it is sent (not .xlsx, too large), or null. */
const fileProblem = (f: File | null): string | null =>
  !f
    ? null
    : !/\.xlsx$/i.test(f.name)
      ? PRODUCT_UPLOAD_MESSAGES.FILE_UNREADABLE
      : f.size > PRODUCT_UPLOAD_MAX_BYTES
        ? PRODUCT_UPLOAD_MESSAGES.FILE_TOO_LARGE
        : null;

/** Runs `work` with a busy flag, alerting its error in Korean. */
function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      alertError(e);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}

/**
 * /console/shop/bulk-upload (spec §2 console shop/bulk-upload; §6 console only): staff download
 * the template, pick the filled sheet, 검사 (dry run: each row's result and the Korean reasons of a
 * refusal, nothing written), then 등록 (the import: a progress bar, then what each row did) and
 * download the refused rows as an error report to fix and upload again.
 */
export function BulkUploadPage() {
  const { dryRun, apply } = useUploadWrites();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ProductUploadJob | null>(null);
  const [started, setStarted] = useState<ProductUploadJob | null>(null);
  const job = useUploadJob(started).data ?? null;
  const [fetching, fetchFile] = useBusy();
  const problem = fileProblem(file);
  const running = job?.status === 'running';
  const shown = job ?? checked;
  const writable = checked ? checked.summary.create + checked.summary.update : 0;

  const pick = (f: File | null) => {
    setFile(f);
    setChecked(null);
    setStarted(null);
  };
  const check = async () => {
    if (!file || problem) return;
    setStarted(null);
    try {
      setChecked(await dryRun.mutateAsync(file));
    } catch (e) {
      alertError(e);
    }
  };
  const register = async () => {
    if (!file || !checked) return;
    try {
      setStarted(await apply.mutateAsync(file));
    } catch (e) {
      alertError(e);
    }
  };

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="상품 일괄 등록">
        <Button variant="secondary" size="sm" loading={fetching} onClick={() => void fetchFile(downloadTemplate)}>
          양식 내려받기
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-labelledby="bulk-upload-file">
        <h2 id="bulk-upload-file" className={t.cardTitle}>
          파일 올리기
        </h2>
        <div className={t.cardBody}>
          <p className={styles.help}>
            양식의 <strong>상품</strong> 시트에 한 줄에 한 상품씩 입력해주세요. 카테고리코드와 브랜드코드는 <strong>코드목록</strong> 시트에 있습니다. 이미 있는
            상품코드는 그 상품을 수정하고, 비워 둔 칸은 바꾸지 않습니다. 한 번에 2,000줄, 5MB까지 올릴 수 있습니다.
          </p>
          <div className={styles.pickRow}>
            <label className={styles.filePick}>
              <span className={styles.fileButton}>파일 선택</span>
              <span className={styles.fileName}>{file?.name ?? '선택된 파일이 없습니다'}</span>
              <input
                className="visually-hidden"
                type="file"
                aria-label="엑셀 파일"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => pick(e.target.files?.[0] ?? null)}
              />
            </label>
            <Button size="sm" variant="secondary" onClick={() => void check()} loading={dryRun.isPending} disabled={!file || !!problem || running}>
              검사
            </Button>
            <Button size="sm" onClick={() => void register()} loading={apply.isPending || running} disabled={!checked || writable === 0 || running || !!job}>
              등록
            </Button>
          </div>
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
          {checked && !job && <p className={styles.help}>검사 결과입니다. 아직 등록되지 않았습니다. 오류가 있는 줄은 건너뛰고 등록합니다.</p>}
          {job && <UploadProgress job={job} />}
        </div>
      </section>
      {shown && (
        <section className={t.card} aria-labelledby="bulk-upload-result">
          <div className={styles.resultHead}>
            <h2 id="bulk-upload-result" className={styles.resultTitle}>
              {job ? (running ? '등록 중' : '등록 결과') : '검사 결과'}
            </h2>
            {shown.summary.error > 0 && !running && (
              <Button variant="ghost" size="sm" loading={fetching} onClick={() => void fetchFile(() => downloadErrorReport(shown.id))}>
                오류 내려받기
              </Button>
            )}
          </div>
          <div className={t.cardBody}>
            <UploadSummary job={shown} />
          </div>
          <UploadRows key={`${shown.id}-${shown.status}`} job={shown} />
        </section>
      )}
    </>
  );
}
