import { PRODUCT_UPLOAD_MESSAGES, type ProductUploadJob, groupThousands } from '@shop/contracts';
import styles from './bulk-upload.module.css';

/** The import's progress bar: rows written of the rows in the sheet, then "등록을 마쳤습니다" (or, stopped by a server restart, why it stopped). */
export function UploadProgress({ job }: { job: ProductUploadJob }) {
  const percent = job.total ? Math.round((job.processed / job.total) * 100) : 100;
  const done = job.status === 'done';
  const interrupted = job.status === 'interrupted';
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="등록 진행률"
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.processed}
        aria-valuetext={`${job.processed}/${job.total}줄`}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={interrupted ? styles.error : styles.progressText} role={interrupted ? 'alert' : 'status'}>
        {interrupted
          ? PRODUCT_UPLOAD_MESSAGES.INTERRUPTED
          : done
            ? '등록을 마쳤습니다'
            : `등록하는 중입니다… ${groupThousands(job.processed)} / ${groupThousands(job.total)}줄 (${percent}%)`}
      </p>
    </div>
  );
}
