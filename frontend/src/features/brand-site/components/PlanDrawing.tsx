import type { PlannerLayout } from '@shop/contracts';
import styles from './planner.module.css';

/**
 * The plan seen from above, to scale (1 unit = 1 cm): the walls, the door in the middle of the
 * front wall with its swing, each fixture with its name, and the free zone before it dashed.
 */
export function PlanDrawing({ width, depth, layout }: { width: number; depth: number; layout: PlannerLayout }) {
  const pad = 12;
  const door = { x: width / 2 - 35, y: depth };
  const names = layout.fixtures.map((f) => f.label).join(', ');
  return (
    <svg
      className={styles.drawing}
      viewBox={`${-pad} ${-pad} ${width + pad * 2} ${depth + pad * 3}`}
      role="img"
      aria-label={`가로 ${width}cm, 세로 ${depth}cm 욕실 평면도${names ? `: ${names}` : ''}`}
    >
      <rect x={0} y={0} width={width} height={depth} className={styles.floor} />
      {layout.fixtures.map((f) => (
        <rect key={`${f.kind}-clear`} x={f.clear.x} y={f.clear.y} width={f.clear.w} height={f.clear.d} className={styles.clear} />
      ))}
      {layout.fixtures.map((f) => (
        <g key={f.kind}>
          <rect x={f.x} y={f.y} width={f.w} height={f.d} rx={f.kind === 'bathtub' ? 14 : 4} className={styles[f.kind]} />
          <text x={f.x + f.w / 2} y={f.y + f.d / 2} className={styles.fixtureText}>
            {f.label}
          </text>
        </g>
      ))}
      <rect x={-4} y={-4} width={width + 8} height={depth + 8} className={styles.walls} />
      <path d={`M${door.x} ${door.y} h70`} className={styles.doorGap} />
      <path d={`M${door.x} ${door.y} v-60 A60 60 0 0 1 ${door.x + 60} ${door.y}`} className={styles.door} />
      <text x={width / 2} y={depth + pad * 2} className={styles.dimText}>
        가로 {width}cm · 세로 {depth}cm
      </text>
    </svg>
  );
}
