import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Viewer } from '@photo-sphere-viewer/core';
import { MarkersPlugin, type MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import type { PanoramaBlockView, PanoramaHotspot } from '@shop/contracts';
import styles from './panorama.module.css';

/** The viewer's own words, in Korean (photo-sphere-viewer `lang`). */
const LANG = {
  zoom: '확대/축소',
  zoomOut: '축소',
  zoomIn: '확대',
  moveUp: '위로 보기',
  moveDown: '아래로 보기',
  moveLeft: '왼쪽으로 보기',
  moveRight: '오른쪽으로 보기',
  description: '설명',
  download: '내려받기',
  fullscreen: '전체 화면',
  loading: '불러오는 중…',
  menu: '메뉴',
  close: '닫기',
  twoFingers: '두 손가락으로 움직여 주세요',
  ctrlZoom: 'Ctrl 키를 누른 채 스크롤하면 확대됩니다',
  loadError: '360° 사진을 불러오지 못했습니다',
  webglError: '이 브라우저에서는 3D 화면(WebGL)을 사용할 수 없습니다',
};

/** Staff's label as text for the tooltip, which the library writes as HTML. */
const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The interactive 360° viewer of a panorama block (photo-sphere-viewer with its markers plugin,
 * MIT): drag or the arrow keys look around, the wheel zooms, and each hotspot is a marker whose
 * label shows on hover; choosing one with a product opens the product's page. Loaded lazily by
 * PanoramaSection only; the viewer is destroyed when it closes.
 */
export default function PanoramaViewer({ block, links }: { block: PanoramaBlockView; links: (PanoramaHotspot & { href: string | null })[] }) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (!container.current) return;
    const markers: MarkerConfig[] = links.map((h, n) => ({
      id: `hotspot-${n}`,
      position: { yaw: `${h.yaw}deg`, pitch: `${h.pitch}deg` },
      html: `<span class="${styles.marker}" aria-hidden="true"></span>`,
      size: { width: 28, height: 28 },
      anchor: 'center center',
      tooltip: { content: escapeHtml(h.label), position: 'top center' },
      data: { href: h.href },
    }));
    const viewer = new Viewer({
      container: container.current,
      panorama: block.image.url,
      caption: block.caption,
      lang: LANG,
      keyboard: 'always',
      mousewheel: false,
      navbar: ['zoom', 'move', 'caption'],
      plugins: [[MarkersPlugin, { markers }]],
    });
    const plugin = viewer.getPlugin<MarkersPlugin>(MarkersPlugin);
    plugin?.addEventListener('select-marker', ({ marker }) => {
      const href = (marker.data as { href?: string | null } | undefined)?.href;
      if (href) void navigate({ to: href });
    });
    // The arrow keys turn the view as soon as it opens (the library listens on the viewer's element).
    container.current.querySelector<HTMLElement>('.psv-container')?.focus();
    return () => viewer.destroy();
  }, [block, links, navigate]);
  return <div ref={container} className={styles.viewer} />;
}
