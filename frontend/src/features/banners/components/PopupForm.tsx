import { useState, type FormEvent } from 'react';
import type { ConsolePopup } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button, Checkbox, TextArea, TextField } from '../../../shared/ui';
import { useSavePopup } from '../api/others';
import { fromLocalInput, periodProblem, toLocalInput } from '../lib/period';
import styles from './content.module.css';

const px = (v: string) => Math.trunc(Number(v));

/** The form's first check: the messages the server would answer (spec §5 content, §3 Popup sizes). */
function problems(v: { content: string; left: string; top: string; width: string; height: string; start: string; end: string }): string[] {
  const out: string[] = [];
  if (v.content.trim().length < 2) out.push('내용을 입력해주세요');
  if ([v.left, v.top].some((n) => !(n !== '' && px(n) >= 0 && px(n) <= 3000))) out.push('위치는 0~3000 픽셀 사이로 입력해주세요');
  if ([v.width, v.height].some((n) => !(px(n) >= 100 && px(n) <= 2000))) out.push('크기는 100~2000 픽셀 사이로 입력해주세요');
  const period = periodProblem(v.start, v.end);
  if (period) out.push(period);
  return out;
}

/**
 * A popup's form (spec §3 Popup: url, content with line breaks, left, top, width, height in
 * pixels; a period and the shows flag). Calls `onDone` once saved.
 */
export function PopupForm({ popup, onDone }: { popup?: ConsolePopup; onDone(): void }) {
  const save = useSavePopup();
  const [subject, setSubject] = useState(popup?.subject ?? '');
  const [content, setContent] = useState(popup?.content ?? '');
  const [url, setUrl] = useState(popup?.url ?? '');
  const [left, setLeft] = useState(String(popup?.left ?? 40));
  const [top, setTop] = useState(String(popup?.top ?? 120));
  const [width, setWidth] = useState(String(popup?.width ?? 400));
  const [height, setHeight] = useState(String(popup?.height ?? 400));
  const [start, setStart] = useState(toLocalInput(popup?.startsAt));
  const [end, setEnd] = useState(toLocalInput(popup?.endsAt));
  const [shows, setShows] = useState(popup?.shows ?? true);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = problems({ content, left, top, width, height, start, end });
    setErrors(found);
    if (found.length) return;
    try {
      await save.mutateAsync({
        id: popup?._id,
        body: {
          subject,
          content,
          url,
          left: px(left),
          top: px(top),
          width: px(width),
          height: px(height),
          startsAt: fromLocalInput(start),
          endsAt: fromLocalInput(end),
          shows,
          index: popup?.index ?? 0,
        },
      });
      onDone();
    } catch (err) {
      setErrors(err instanceof ApiRequestError && err.errors?.length ? err.errors.map((x) => x.message) : [err instanceof Error ? err.message : String(err)]);
    }
  };

  return (
    <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate aria-label="팝업 입력">
      <TextField label="제목" value={subject} maxLength={100} onChange={(e) => setSubject(e.target.value)} />
      <TextArea label="내용" required rows={5} value={content} maxLength={2000} onChange={(e) => setContent(e.target.value)} />
      <TextField label="링크" value={url} maxLength={300} placeholder="/shop/sales" onChange={(e) => setUrl(e.target.value)} />
      <div className={styles.row}>
        <TextField label="왼쪽 위치 (px)" type="number" min={0} value={left} onChange={(e) => setLeft(e.target.value)} />
        <TextField label="위쪽 위치 (px)" type="number" min={0} value={top} onChange={(e) => setTop(e.target.value)} />
        <TextField label="너비 (px)" type="number" min={100} value={width} onChange={(e) => setWidth(e.target.value)} />
        <TextField label="높이 (px)" type="number" min={100} value={height} onChange={(e) => setHeight(e.target.value)} />
      </div>
      <div className={styles.row}>
        <TextField label="시작일시" type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} hint="비우면 바로 노출" />
        <TextField label="종료일시" type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} hint="비우면 계속 노출" />
      </div>
      <Checkbox label="쇼핑몰에 노출" checked={shows} onChange={(e) => setShows(e.target.checked)} />
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {popup ? '수정' : '등록'}
        </Button>
      </div>
    </form>
  );
}
