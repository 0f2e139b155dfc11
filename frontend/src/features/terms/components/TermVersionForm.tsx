import { lazy, Suspense, useState, type FormEvent } from 'react';
import { TERMS_CODE_PATTERN, TERMS_MESSAGES, type ConsoleTermVersion } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button, Checkbox, TextField } from '../../../shared/ui';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import type { TermsVersionBody } from '../api/console-terms';
import { fromSeoulInput, toSeoulInput } from '../lib/seoul-time';
import styles from './console-terms.module.css';

const RichTextEditor = lazy(() => import('../../../shared/rich-text/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** The form's first check: the messages the server would answer. */
function problems(v: { code?: string; title: string; content: string; now: boolean; effective: string }): string[] {
  const out: string[] = [];
  if (v.code !== undefined && !TERMS_CODE_PATTERN.test(v.code)) out.push(TERMS_MESSAGES.CODE);
  if (!v.title.trim()) out.push(TERMS_MESSAGES.TITLE);
  if (!v.content.replace(/<[^>]*>/g, '').trim()) out.push(TERMS_MESSAGES.CONTENT);
  if (!v.now && !v.effective) out.push(TERMS_MESSAGES.EFFECTIVE_AT);
  else if (!v.now && Date.parse(fromSeoulInput(v.effective)!) < Date.now()) out.push('시행일시는 현재 이후로 입력해주세요');
  return out;
}

/**
 * A version of a term as staff write it (spec §7 console terms): title, required flag, content in
 * the rich-text editor (sanitised by the server), and the effective date in Seoul time or "at
 * once". With `withCode` it also asks the code of a new term. `start` prefills it (the latest
 * version for a new one, the scheduled version to rewrite). `onSave` sends it and may throw.
 */
export function TermVersionForm({
  start,
  withCode = false,
  submitText,
  onSave,
}: {
  start?: Partial<Pick<ConsoleTermVersion, 'title' | 'required' | 'content' | 'effectiveAt'>>;
  withCode?: boolean;
  submitText: string;
  onSave(body: TermsVersionBody & { code: string }): Promise<unknown>;
}) {
  const [code, setCode] = useState('');
  const [title, setTitle] = useState(start?.title ?? '');
  const [required, setRequired] = useState(start?.required ?? false);
  const [content, setContent] = useState(start?.content ?? '');
  const scheduled = start?.effectiveAt !== undefined && Date.parse(start.effectiveAt) > Date.now();
  const [now, setNow] = useState(!scheduled);
  const [effective, setEffective] = useState(scheduled ? toSeoulInput(start?.effectiveAt) : '');
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = problems({ code: withCode ? code : undefined, title, content, now, effective });
    setErrors(found);
    if (found.length) return;
    setPending(true);
    try {
      await onSave({ code, title: title.trim(), required, content, effectiveAt: now ? null : fromSeoulInput(effective) });
    } catch (err) {
      setErrors(err instanceof ApiRequestError && err.errors?.length ? err.errors.map((x) => x.message) : [err instanceof Error ? err.message : String(err)]);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="약관 버전 입력">
      <div className={styles.row}>
        {withCode && (
          <TextField
            label="약관 코드"
            required
            value={code}
            maxLength={30}
            placeholder="promoter"
            hint="영문 소문자, 숫자, -"
            onChange={(e) => setCode(e.target.value)}
          />
        )}
        <TextField label="약관 제목" required value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <Checkbox label="회원가입 시 필수 동의" checked={required} onChange={(e) => setRequired(e.target.checked)} />
      <div>
        <span className={styles.label}>약관 내용</span>
        <Suspense fallback={<LoadingBlock minHeight={220} />}>
          <RichTextEditor label="약관 내용" value={content} onChange={setContent} />
        </Suspense>
      </div>
      <div className={styles.row}>
        <Checkbox label="즉시 시행" checked={now} onChange={(e) => setNow(e.target.checked)} />
        {!now && (
          <TextField
            label="시행일시 (한국 시간)"
            type="datetime-local"
            required
            value={effective}
            onChange={(e) => setEffective(e.target.value)}
            hint="이 시각까지는 지금 시행 중인 버전이 유지됩니다"
          />
        )}
      </div>
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
