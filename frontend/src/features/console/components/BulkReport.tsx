import type { BulkResponse } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import styles from './purchases.module.css';
import { groupThousands } from '@shop/contracts';

/** The per-row answer of a bulk call: how many were applied, and each refused row (its Excel row number or key) with why. */
export function BulkReport({ report }: { report: BulkResponse }) {
  const refused = report.results.filter((r) => !r.ok);
  return (
    <div className={styles.report}>
      <p className={styles.reportSummary} role="status">
        <strong>{groupThousands(report.succeeded)}건 처리</strong>
        {report.failed > 0 && <span className={styles.reportFailed}> · {groupThousands(report.failed)}건 실패</span>}
      </p>
      {refused.length > 0 && (
        <table className={styles.reportTable}>
          <thead>
            <tr>
              <th scope="col">{refused.some((r) => r.row) ? '행' : '대상'}</th>
              <th scope="col">사유</th>
            </tr>
          </thead>
          <tbody>
            {refused.map((r, i) => (
              <tr key={`${r.row ?? r.key}-${i}`}>
                <td className={styles.nowrap}>{r.row ? `${r.row}행${r.key ? ` (${r.key})` : ''}` : r.key}</td>
                <td>{r.message ?? '처리하지 못했습니다'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** {@link BulkReport} in a dialog, after a bulk action on selected rows. */
export function BulkReportDialog({ title, report, onClose }: { title: string; report: BulkResponse | null; onClose(): void }) {
  return (
    <Dialog open={report !== null} onClose={onClose} title={title} size="md" footer={<Button onClick={onClose}>확인</Button>}>
      {report && <BulkReport report={report} />}
    </Dialog>
  );
}
