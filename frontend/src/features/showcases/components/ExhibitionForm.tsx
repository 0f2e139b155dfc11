import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { formatDate, type ExhibitionDetail } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button, Checkbox, TextArea, TextField } from '../../../shared/ui';
import { useSaveExhibition } from '../api/console';
import { afterSeoulDay, startOfSeoulDay } from '../lib/period';
import { ImageInput } from './ImageInput';
import { ProductPicker, type PickedProduct } from '../../../shared/console/ProductPicker';
import styles from './console.module.css';

/** The form's first check: the messages the server would answer, shown before sending. */
function problems(v: { title: string; start: string; end: string }): string[] {
  const out: string[] = [];
  if (v.title.trim().length < 2) out.push('기획전 제목을 2자 이상 입력해주세요');
  if (!v.start) out.push('시작일을 입력해주세요');
  if (!v.end) out.push('종료일을 입력해주세요');
  if (v.start && v.end && v.end < v.start) out.push('종료일은 시작일 이후로 입력해주세요');
  return out;
}

/**
 * The exhibition form (spec §2 console shop/exhibitions): title, summary, banner upload, content
 * (plain text or HTML, sanitised by the server), the period as Seoul dates (the end day included),
 * the shows flag and the products in order. Saves and returns to the list.
 */
export function ExhibitionForm({ exhibition }: { exhibition?: ExhibitionDetail }) {
  const navigate = useNavigate();
  const save = useSaveExhibition();
  const [title, setTitle] = useState(exhibition?.title ?? '');
  const [summary, setSummary] = useState(exhibition?.summary ?? '');
  const [banner, setBanner] = useState<string[]>(exhibition?.banner ? [exhibition.banner.url] : []);
  const [content, setContent] = useState(exhibition?.content ?? '');
  const [start, setStart] = useState(exhibition ? formatDate(exhibition.startsAt) : '');
  const [end, setEnd] = useState(exhibition ? formatDate(new Date(Date.parse(exhibition.endsAt) - 1)) : '');
  const [shows, setShows] = useState(exhibition?.shows ?? true);
  const [products, setProducts] = useState<PickedProduct[]>(exhibition?.products ?? []);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = problems({ title, start, end });
    setErrors(found);
    if (found.length) return;
    try {
      await save.mutateAsync({
        id: exhibition?._id,
        body: {
          title,
          summary,
          banner: banner[0] ?? null,
          content,
          startsAt: startOfSeoulDay(start),
          endsAt: afterSeoulDay(end),
          shows,
          _products: products.map((p) => p._id),
        },
      });
      await navigate({ to: '/console/shop/exhibitions' });
    } catch (err) {
      setErrors(err instanceof ApiRequestError && err.errors?.length ? err.errors.map((x) => x.message) : [err instanceof Error ? err.message : String(err)]);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="기획전 제목" required value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      <TextField label="요약" value={summary} maxLength={200} onChange={(e) => setSummary(e.target.value)} />
      <ImageInput kind="exhibitions" label="배너 이미지" urls={banner} max={1} onChange={setBanner} />
      <div className={styles.row}>
        <TextField label="시작일" type="date" required value={start} onChange={(e) => setStart(e.target.value)} />
        <TextField label="종료일" type="date" required value={end} onChange={(e) => setEnd(e.target.value)} />
      </div>
      <TextArea label="내용" rows={8} value={content} onChange={(e) => setContent(e.target.value)} />
      <Checkbox label="쇼핑몰에 노출" checked={shows} onChange={(e) => setShows(e.target.checked)} />
      <ProductPicker label="기획전 상품" value={products} onChange={setProducts} />
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {exhibition ? '수정' : '등록'}
        </Button>
        <Button variant="ghost" onClick={() => void navigate({ to: '/console/shop/exhibitions' })}>
          목록
        </Button>
      </div>
    </form>
  );
}
