import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BANNER_SLOT_TEXT, PERIOD_STATUS_TEXT, type BannerSlot, type ConsoleBanner } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Badge, Button, LoadError, LoadingBlock, Tabs, buttonClassName } from '../../../shared/ui';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { slotQueryOptions, useOrderSlot } from '../api/banners';
import { periodText } from '../lib/period';
import { SlidePreview } from './SlidePreview';
import styles from './content.module.css';

type Variant = 'pc' | 'mobile';
const VARIANTS: { value: Variant; label: string }[] = [
  { value: 'pc', label: 'PC' },
  { value: 'mobile', label: '모바일' },
];

/**
 * /console/main/banner/{code} (spec §2; §9 "Main banner slots MAIN_1 and MAIN_2, each with PC and
 * mobile variants"): the slot's slides in order, moved by dragging or by 위로/아래로, saved at once
 * for the whole slot, and a preview of the chosen slide's PC or mobile picture with its hotspots.
 */
export function SlotPage({ code }: { code: BannerSlot }) {
  const query = useQuery(slotQueryOptions(code));
  return (
    <>
      <WorkPageHead crumb="사이트 관리 · 메인 배너" title={`${BANNER_SLOT_TEXT[code]} (${code})`} count={query.data?.length}>
        <Link to="/console/banners/create" search={{ code }} className={buttonClassName('primary', 'sm')}>
          배너 등록
        </Link>
      </WorkPageHead>
      <section className={t.card}>
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <LoadError title="배너를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.length === 0 ? (
          <p className={styles.hint}>이 위치에 등록된 배너가 없습니다.</p>
        ) : (
          <SlotOrder key={query.data.map((b) => `${b._id}:${b.index}`).join()} code={code} banners={query.data} />
        )}
      </section>
    </>
  );
}

function SlotOrder({ code, banners }: { code: BannerSlot; banners: ConsoleBanner[] }) {
  const [order, setOrder] = useState(banners);
  const [chosen, setChosen] = useState(banners[0]!._id);
  const [variant, setVariant] = useState<Variant>('pc');
  const [dragging, setDragging] = useState<number | null>(null);
  const save = useOrderSlot(code);
  const changed = order.some((b, i) => b._id !== banners[i]?._id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setOrder(next);
  };
  const shown = order.find((b) => b._id === chosen) ?? order[0]!;

  return (
    <div className={styles.slot}>
      <div>
        <ol className={styles.slotList} aria-label="배너 순서">
          {order.map((b, i) => (
            <li
              key={b._id}
              draggable
              onDragStart={() => setDragging(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragging !== null) move(dragging, i);
                setDragging(null);
              }}
              className={b._id === shown._id ? styles.slotChosen : undefined}
            >
              <button type="button" className={styles.slotPick} onClick={() => setChosen(b._id)} aria-pressed={b._id === shown._id}>
                {b.image ? <img src={b.image.url} alt="" className={styles.thumb} /> : <span className={styles.thumb} />}
                <span>
                  {i + 1}. {b.subject || '(제목 없음)'}
                  <small>
                    {periodText(b)} · {b.shows ? '노출' : '숨김'}
                  </small>
                </span>
              </button>
              <Badge tone={b.status === 'running' ? 'dark' : 'outline'}>{PERIOD_STATUS_TEXT[b.status]}</Badge>
              <span className={styles.inline}>
                <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`${i + 1}번 배너 위로`}>
                  ↑
                </Button>
                <Button size="sm" variant="ghost" disabled={i === order.length - 1} onClick={() => move(i, i + 1)} aria-label={`${i + 1}번 배너 아래로`}>
                  ↓
                </Button>
                <Link to="/console/banners/$bannerId" params={{ bannerId: b._id }} className={buttonClassName('ghost', 'sm')}>
                  수정
                </Link>
              </span>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutateAsync(order.map((b) => b._id)).catch(alertError)}>
            순서 저장
          </Button>
          <Button variant="ghost" disabled={!changed} onClick={() => setOrder(banners)}>
            되돌리기
          </Button>
        </div>
      </div>
      <div className={styles.previewPane}>
        <Tabs tabs={VARIANTS} value={variant} onChange={(v) => setVariant(v as Variant)} label="미리보기 화면" variant="pill" />
        <SlidePreview banner={shown} variant={variant} />
      </div>
    </div>
  );
}
