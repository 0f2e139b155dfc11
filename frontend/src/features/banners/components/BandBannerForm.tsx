import { useState, type FormEvent } from 'react';
import type { BandBanner } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button, Checkbox, TextField } from '../../../shared/ui';
import type { PictureChange } from '../api/banners';
import { useSaveBandBanner } from '../api/others';
import { PictureField, usePicturePreview } from './PictureField';
import { fromLocalInput, periodProblem, toLocalInput } from '../lib/period';
import styles from './content.module.css';

/**
 * A band banner's form (spec §3 Band banner: href, imagePc, imageMb; a text line when it has no
 * picture): its place (main), order, shows flag, period (Seoul time; empty ends are open) and the PC
 * (1024 px and wider, §9) and mobile pictures.
 */
export function BandBannerForm({ bandBanner, onDone }: { bandBanner?: BandBanner; onDone(): void }) {
  const save = useSaveBandBanner();
  const [text, setText] = useState(bandBanner?.text ?? '');
  const [href, setHref] = useState(bandBanner?.href ?? '');
  const [index, setIndex] = useState(String(bandBanner?.index ?? 0));
  const [shows, setShows] = useState(bandBanner?.shows ?? true);
  const [start, setStart] = useState(toLocalInput(bandBanner?.startsAt));
  const [end, setEnd] = useState(toLocalInput(bandBanner?.endsAt));
  const [pictures, setPictures] = useState<[PictureChange, PictureChange]>([undefined, undefined]);
  const [errors, setErrors] = useState<string[]>([]);
  const pc = usePicturePreview(bandBanner?.imagePc?.url ?? null, pictures[0]);
  const mobile = usePicturePreview(bandBanner?.imageMb?.url ?? null, pictures[1]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = [
      ...(text.trim().length < 2 ? ['띠 배너 문구를 2~100자로 입력해주세요'] : []),
      ...(periodProblem(start, end) ? [periodProblem(start, end)!] : []),
    ];
    if (problems.length) return setErrors(problems);
    try {
      await save.mutateAsync({
        id: bandBanner?._id,
        body: {
          code: bandBanner?.code ?? 'main',
          text,
          href,
          index: Math.max(0, Math.trunc(Number(index) || 0)),
          shows,
          startsAt: fromLocalInput(start),
          endsAt: fromLocalInput(end),
        },
        pictures,
      });
      onDone();
    } catch (err) {
      setErrors(err instanceof ApiRequestError && err.errors?.length ? err.errors.map((x) => x.message) : [err instanceof Error ? err.message : String(err)]);
    }
  };

  return (
    <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate aria-label="띠 배너 입력">
      <TextField
        label="문구"
        required
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        hint="이미지가 없을 때 보이는 문구이자 이미지의 대체 텍스트"
      />
      <TextField label="링크" value={href} maxLength={300} placeholder="/join" onChange={(e) => setHref(e.target.value)} />
      <div className={styles.row}>
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
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {bandBanner ? '수정' : '등록'}
        </Button>
      </div>
    </form>
  );
}
