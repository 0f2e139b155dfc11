import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { BANNER_SLOTS, BANNER_SLOT_TEXT, type BannerItem, type ConsoleBanner } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button, Checkbox, Select, TextArea, TextField } from '../../../shared/ui';
import { useSaveBanner, type PictureChange } from '../api/banners';
import { fromLocalInput, periodProblem, toLocalInput } from '../lib/period';
import { HotspotEditor } from './HotspotEditor';
import { PictureField, usePicturePreview } from './PictureField';
import styles from './content.module.css';

/** The form's first check: the messages the server would answer, shown before sending. */
function problems(v: { start: string; end: string; items: BannerItem[]; hasImage: boolean }): string[] {
  const out: string[] = [];
  const period = periodProblem(v.start, v.end);
  if (period) out.push(period);
  if (!v.hasImage) out.push('PC 이미지를 선택해주세요');
  if (v.items.some((i) => !i.name.trim())) out.push('핫스팟 이름을 입력해주세요');
  return out;
}

/**
 * The banner form (spec §3 Banner; §2 console banners/create, banners/{_banner}): slot, order,
 * shows, period (Seoul time), ratio, the PC and mobile pictures, the home slide's subject,
 * content, url and button text, and the hotspots placed on the PC picture. Saves the fields, then
 * the pictures by index, and returns to the list.
 */
export function BannerForm({ banner, code }: { banner?: ConsoleBanner; code?: string }) {
  const navigate = useNavigate();
  const save = useSaveBanner();
  const [slot, setSlot] = useState(banner?.code ?? code ?? 'MAIN_1');
  const [index, setIndex] = useState(String(banner?.index ?? 0));
  const [shows, setShows] = useState(banner?.shows ?? true);
  const [start, setStart] = useState(toLocalInput(banner?.startsAt));
  const [end, setEnd] = useState(toLocalInput(banner?.endsAt));
  const [ratioW, setRatioW] = useState(banner?.ratio ? String(banner.ratio.width) : '');
  const [ratioH, setRatioH] = useState(banner?.ratio ? String(banner.ratio.height) : '');
  const [subject, setSubject] = useState(banner?.subject ?? '');
  const [content, setContent] = useState(banner?.content ?? '');
  const [url, setUrl] = useState(banner?.url ?? '');
  const [btnText, setBtnText] = useState(banner?.btnText ?? '');
  const [items, setItems] = useState<BannerItem[]>(banner?.items ?? []);
  const [pictures, setPictures] = useState<[PictureChange, PictureChange]>([undefined, undefined]);
  const [errors, setErrors] = useState<string[]>([]);
  const pc = usePicturePreview(banner?.image?.url ?? null, pictures[0]);
  const mobile = usePicturePreview(banner?.imageMb?.url ?? null, pictures[1]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = problems({ start, end, items, hasImage: pc !== null });
    setErrors(found);
    if (found.length) return;
    const ratio = Number(ratioW) >= 1 && Number(ratioH) >= 1 ? { width: Number(ratioW), height: Number(ratioH) } : null;
    try {
      await save.mutateAsync({
        id: banner?._id,
        body: {
          code: slot,
          index: Math.max(0, Math.trunc(Number(index) || 0)),
          shows,
          startsAt: fromLocalInput(start),
          endsAt: fromLocalInput(end),
          ratio,
          items: items.map((i) => ({ ...i, name: i.name.trim() })),
          subject,
          content,
          url,
          btnText,
        },
        pictures,
      });
      await navigate({ to: '/console/banners' });
    } catch (err) {
      setErrors(err instanceof ApiRequestError && err.errors?.length ? err.errors.map((x) => x.message) : [err instanceof Error ? err.message : String(err)]);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.row}>
        <Select
          label="배너 위치"
          value={slot}
          onChange={(e) => setSlot(e.target.value)}
          options={BANNER_SLOTS.map((s) => ({ value: s, label: `${BANNER_SLOT_TEXT[s]} (${s})` }))}
        />
        <TextField label="순서" type="number" min={0} value={index} onChange={(e) => setIndex(e.target.value)} />
        <Checkbox label="쇼핑몰에 노출" checked={shows} onChange={(e) => setShows(e.target.checked)} />
      </div>
      <div className={styles.row}>
        <TextField label="시작일시" type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} hint="비우면 바로 노출" />
        <TextField label="종료일시" type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} hint="비우면 계속 노출" />
      </div>
      <div className={styles.row}>
        <PictureField label="PC 이미지" preview={pc} onChange={(c) => setPictures([c, pictures[1]])} />
        <PictureField label="모바일 이미지" preview={mobile} onChange={(c) => setPictures([pictures[0], c])} />
      </div>
      <div className={styles.row}>
        <TextField label="비율 너비" type="number" min={1} value={ratioW} onChange={(e) => setRatioW(e.target.value)} hint="비우면 PC 이미지 크기" />
        <TextField label="비율 높이" type="number" min={1} value={ratioH} onChange={(e) => setRatioH(e.target.value)} />
      </div>
      <TextField label="제목" value={subject} maxLength={100} onChange={(e) => setSubject(e.target.value)} />
      <TextArea label="내용" rows={3} value={content} maxLength={300} onChange={(e) => setContent(e.target.value)} />
      <div className={styles.row}>
        <TextField label="버튼 링크" value={url} maxLength={300} placeholder="/shop/products" onChange={(e) => setUrl(e.target.value)} />
        <TextField label="버튼 문구" value={btnText} maxLength={30} onChange={(e) => setBtnText(e.target.value)} />
      </div>
      <HotspotEditor preview={pc} items={items} onChange={setItems} />
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {banner ? '수정' : '등록'}
        </Button>
        <Button variant="ghost" onClick={() => void navigate({ to: '/console/banners' })}>
          목록
        </Button>
      </div>
    </form>
  );
}
