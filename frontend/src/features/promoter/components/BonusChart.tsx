import { useMemo } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useEChart } from '../../../shared/hooks/use-echart';
import { SVGRenderer } from 'echarts/renderers';
import { formatPrice, groupThousands, type PromoterMonthBonus } from '@shop/contracts';
import styles from './promoter-pages.module.css';

// Only what the chart draws: bars on a grid with tooltips, as SVG.
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

/** 2026-03 → "26.03". */
const monthLabel = (month: string) => `${month.slice(2, 4)}.${month.slice(5, 7)}`;

/** 1,200,000 → "120만", 15,000 → "1.5만": short axis labels of 원 amounts. */
function shortWon(value: number): string {
  if (Math.abs(value) < 10_000) return groupThousands(value);
  const man = Math.round(value / 1_000) / 10;
  return `${groupThousands(Math.trunc(man))}${Number.isInteger(man) ? '' : `.${Math.abs(Math.round((man % 1) * 10))}`}만`;
}

function optionOf(months: PromoterMonthBonus[]): echarts.EChartsCoreOption {
  return {
    animation: false,
    color: ['#2b2a28'],
    grid: { left: 8, right: 12, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? formatPrice(v) : '-') },
    xAxis: { type: 'category', data: months.map((m) => monthLabel(m.month)), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => shortWon(v) } },
    series: [{ name: '적립 보너스', type: 'bar', data: months.map((m) => m.amount), barMaxWidth: 28 }],
  };
}

/**
 * The bar chart of the last 12 months' accrued bonuses (Apache ECharts, SVG renderer); it
 * follows its box's width (1440 px to 390 px). The default export, so the page loads it lazily.
 */
export default function BonusChart({ months, label }: { months: PromoterMonthBonus[]; label: string }) {
  const box = useEChart(useMemo(() => optionOf(months), [months]));

  return <div ref={box} className={styles.chart} role="img" aria-label={label} data-testid="bonus-chart" />;
}
