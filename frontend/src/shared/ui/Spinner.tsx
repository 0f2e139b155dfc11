import styles from './Spinner.module.css';

/** A small circular spinner; inherits the text colour. */
export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A calm loading area for a whole block or page. */
export function LoadingBlock({ label = '불러오는 중입니다', minHeight = 240 }: { label?: string; minHeight?: number }) {
  return (
    <div className={styles.block} style={{ minHeight }} role="status" aria-live="polite">
      <Spinner size={22} />
      <span className={styles.label}>{label}</span>
    </div>
  );
}

/** A shimmering placeholder box for skeleton layouts. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius = 2,
  className,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
  className?: string;
}) {
  return <span className={[styles.skeleton, className].filter(Boolean).join(' ')} style={{ width, height, borderRadius: radius }} aria-hidden />;
}
