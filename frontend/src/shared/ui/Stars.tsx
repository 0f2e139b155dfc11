import styles from './Stars.module.css';

/** A star rating 0..5 shown as five stars (filled up to `value`, rounded), read out as "별점 N점". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span className={[styles.stars, className].filter(Boolean).join(' ')} role="img" aria-label={`별점 ${value}점`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden className={n > filled ? styles.off : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}
