import { useNavigate } from '@tanstack/react-router';
import { formatDateTime, type HistoryEntry } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import styles from './order-detail.module.css';

/**
 * 이 시점의 주문 보기: a slider over the times of the order's events; moving it shows the order as
 * it stood right after that event (GET orders/{id}?at=). The last stop is the order as it stands
 * now. While a past moment is shown, a banner says so and offers the way back.
 */
export function MomentPicker({ orderId, history, at }: { orderId: string; history: HistoryEntry[]; at: string | null }) {
  const navigate = useNavigate();
  const times = history.map((h) => h.at);
  if (times.length === 0) return null;
  const index = at
    ? Math.max(
        0,
        times.findIndex((t) => Date.parse(t) >= Date.parse(at)),
      )
    : times.length - 1;
  const showing = at ? index : times.length - 1;
  const go = (i: number) =>
    void navigate({ to: '/console/orders/$orderId', params: { orderId }, search: i >= times.length - 1 ? {} : { at: times[i] }, replace: true });

  return (
    <section className={at ? `${styles.moment} ${styles.momentPast}` : styles.moment} aria-label="이 시점의 주문 보기">
      <div className={styles.momentHead}>
        <h2 className={styles.momentTitle}>이 시점의 주문 보기</h2>
        {at && (
          <Button size="sm" variant="secondary" onClick={() => go(times.length - 1)}>
            현재 주문으로
          </Button>
        )}
      </div>
      {at && (
        <p className={styles.momentBanner} role="status">
          <strong>{formatDateTime(at)}</strong> 시점의 주문입니다 · ‘{history[showing]?.label}’ 직후의 상태이며, 지금 상태와 다를 수 있습니다. 이 화면에서는
          처리할 수 없습니다.
        </p>
      )}
      <input
        className={styles.momentSlider}
        type="range"
        min={0}
        max={times.length - 1}
        step={1}
        value={showing}
        aria-label="주문 이력 시점"
        aria-valuetext={`${formatDateTime(times[showing]!)} ${history[showing]?.label ?? ''}`}
        onChange={(e) => go(Number(e.target.value))}
      />
      <ol className={styles.momentStops}>
        {history.map((h, i) => (
          <li key={`${h.position}-${h.type}`}>
            <button
              type="button"
              className={i === showing ? styles.momentStopActive : styles.momentStop}
              onClick={() => go(i)}
              aria-current={i === showing ? 'step' : undefined}
            >
              <span>{h.label}</span>
              <span className={styles.momentTime}>{formatDateTime(h.at)}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
