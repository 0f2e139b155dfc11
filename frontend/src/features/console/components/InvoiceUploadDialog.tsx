import { useEffect, useRef, useState } from 'react';
import { INVOICE_UPLOAD_MAX_BYTES, PURCHASE_FILE_MESSAGES, type BulkResponse } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { downloadInvoiceTemplate, useInvoices } from '../api/invoices';
import { saveFile } from '../../../shared/lib/save-file';
import { BulkReport } from './BulkReport';
import styles from './purchases.module.css';

/**
 * 송장 엑셀 업로드: the template to fill (상품주문번호, 택배사, 송장번호), a .xlsx file of at most
 * 1 MB, the upload with its progress, and the per-row report with the sheet's row numbers.
 */
export function InvoiceUploadDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { upload } = useInvoices();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<BulkResponse | null>(null);
  const [fetchingTemplate, setFetchingTemplate] = useState(false);
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProblem(null);
    setReport(null);
  }, [open]);

  const pick = (f: File | null) => {
    setReport(null);
    setFile(f);
    setProblem(
      !f
        ? null
        : !/\.xlsx$/i.test(f.name)
          ? PURCHASE_FILE_MESSAGES.FILE_UNREADABLE
          : f.size > INVOICE_UPLOAD_MAX_BYTES
            ? PURCHASE_FILE_MESSAGES.FILE_TOO_LARGE
            : null,
    );
  };
  const send = async () => {
    if (!file || problem) return;
    try {
      setReport(await upload.mutateAsync(file));
    } catch (e) {
      alertError(e);
    }
  };
  const template = async () => {
    setFetchingTemplate(true);
    try {
      const { blob, fileName } = await downloadInvoiceTemplate();
      saveFile(blob, fileName ?? 'invoices_template.xlsx');
    } catch (e) {
      alertError(e);
    } finally {
      setFetchingTemplate(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="송장 엑셀 업로드"
      size="md"
      footer={
        report ? (
          <Button onClick={onClose}>닫기</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              취소
            </Button>
            <Button onClick={() => void send()} loading={upload.isPending} disabled={!file || !!problem}>
              업로드
            </Button>
          </>
        )
      }
    >
      <div className={styles.uploadBody}>
        <p className={styles.help}>
          첫 줄에 <strong>상품주문번호 · 택배사 · 송장번호</strong> 열이 있는 엑셀(.xlsx) 파일을 올려주세요. 택배사는 이름(예: CJ대한통운)이나 코드로 적습니다.
          한 번에 500줄, 1MB까지 올릴 수 있습니다.
        </p>
        <Button variant="ghost" size="sm" onClick={() => void template()} loading={fetchingTemplate}>
          송장 양식 내려받기
        </Button>
        <label className={styles.fileField}>
          <span>엑셀 파일</span>
          <span className={styles.filePick}>
            <span className={styles.fileButton}>파일 선택</span>
            <span className={styles.fileName}>{file?.name ?? '선택된 파일이 없습니다'}</span>
          </span>
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
          />
        </label>
        {problem && (
          <p className={styles.filterError} role="alert">
            {problem}
          </p>
        )}
        {upload.isPending && (
          <p className={styles.progress} role="status">
            <Spinner size={16} /> 송장을 등록하는 중입니다…
          </p>
        )}
        {report && <BulkReport report={report} />}
      </div>
    </Dialog>
  );
}
