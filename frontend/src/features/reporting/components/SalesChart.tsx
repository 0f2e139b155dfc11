import { useMemo } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useEChart } from '../../../shared/hooks/use-echart';
import { SVGRenderer } from 'echarts/renderers';
import { formatPrice, groupThousands, type StatisticsTableKind } from '@shop/contracts';
import type { ChartSeries } from '../lib/chart-series';
import styles from './reporting.module.css';

// Only what the statistics draw: bar and line charts with a grid, a legend and tooltips, as SVG.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const CURRENT = '이번 기간';
const PREVIOUS = '이전 기간';

/** 1,200,000 → "120만": short axis labels of 원 amounts. */
function shortWon(value: number): string {
  if (Math.abs(value) >= 100_000_000) return `${groupThousands(Math.round(value / 10_000_000) / 10)}억`;
  if (Math.abs(value) >= 10_000) return `${groupThousands(Math.round(value / 10_000))}만`;
  return groupThousands(value);
}

function optionOf(kind: StatisticsTableKind, series: ChartSeries): echarts.EChartsCoreOption {
  const type = kind === 'daily' ? 'line' : 'bar';
  return {
    animation: false,
    color: ['#2b2a28', '#c9b8a6'],
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, data: [CURRENT, PREVIOUS] },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? formatPrice(v) : '-') },
    xAxis: {
      type: 'category',
      data: series.labels,
      axisLabel: { hideOverlap: true, width: 90, overflow: 'truncate' },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => shortWon(v) } },
    series: [
      { name: CURRENT, type, data: series.current, showSymbol: false },
      { name: PREVIOUS, type, data: series.previous, showSymbol: false, lineStyle: type === 'line' ? { type: 'dashed' } : undefined },
    ],
  };
}

/**
 * A sales chart (Apache ECharts, SVG renderer) of this period against the previous one: lines
 * for the daily sales, bars for the others. It follows its box's width (1440 px to 390 px).
 * The default export, so the page loads it lazily.
 */
export default function SalesChart({ kind, series, label }: { kind: StatisticsTableKind; series: ChartSeries; label: string }) {
  const box = useEChart(useMemo(() => optionOf(kind, series), [kind, series]));

  return <div ref={box} className={styles.chart} role="img" aria-label={label} data-testid={`chart-${kind}`} />;
}
