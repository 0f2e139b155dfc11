import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';

/**
 * One Apache ECharts instance (SVG renderer) on the returned box: made on mount, resized with the
 * box's width (1440 px to 390 px), given `option` whole whenever it changes, disposed on unmount.
 * The chart module registers the chart types and components it uses with `echarts.use` itself.
 */
export function useEChart<T extends HTMLElement = HTMLDivElement>(option: echarts.EChartsCoreOption) {
  const box = useRef<T>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = box.current!;
    const instance = echarts.init(el, null, { renderer: 'svg' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return box;
}
