import { Button } from '../../../shared/ui/Button';
import styles from './settings.module.css';

/** The foot of a setting form: the server's refusal, "저장되었습니다." once saved, and the save button. */
export function SettingSaveRow({ error, saved, pending }: { error: Error | null; saved: boolean; pending: boolean }) {
  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      )}
      {saved && (
        <p role="status" className={styles.saved}>
          저장되었습니다.
        </p>
      )}
      <div>
        <Button size="sm" type="submit" loading={pending}>
          저장
        </Button>
      </div>
    </>
  );
}
