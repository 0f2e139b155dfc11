import { useState, type FormEvent } from 'react';
import { MAX_REVIEW_IMAGES, REVIEW_MESSAGES, REVIEW_STARS, type ImageRef } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextArea, TextField } from '../../../shared/ui/TextField';
import { useSaveReview } from '../api/my-reviews';
import { photoInputCount, reviewProblems, type ReviewDraft } from '../lib/review-form';
import styles from './reviews.module.css';

/** What the dialog writes or edits: a confirmed line (new review) or the member's review. */
export type ReviewTarget =
  { kind: 'write'; purchase: string; productName: string } | { kind: 'edit'; id: string; productName: string; draft: ReviewDraft; images: ImageRef[] };

/** Picture files only (the server checks the content too). */
const isPicture = (file: File) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name);

/**
 * The review dialog of /mypage/reviews (spec §3 Review, §5 rules): stars 1..5, subject and
 * content (2+ characters each), photos added one empty input at a time up to 10 in all (kept
 * ones counted); on save the review is written or edited, then each new photo uploaded.
 */
export function ReviewDialog({ target, onClose, onSaved }: { target: ReviewTarget; onClose(): void; onSaved(message: string): void }) {
  const [draft, setDraft] = useState<ReviewDraft>(target.kind === 'edit' ? target.draft : { star: 5, subject: '', content: '' });
  const [kept, setKept] = useState<ImageRef[]>(target.kind === 'edit' ? target.images : []);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<Partial<Record<keyof ReviewDraft | 'form', string>>>({});
  const save = useSaveReview();
  const inputs = photoInputCount(kept.length, files.length);
  // A field's message goes as soon as the field changes; the rest stay until the next save.
  const edit = (change: Partial<ReviewDraft>) => {
    setDraft({ ...draft, ...change });
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !(k in change))));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = reviewProblems(draft);
    setProblems(found);
    if (Object.keys(found).length) return;
    const text = { star: draft.star, subject: draft.subject.trim(), content: draft.content.trim() };
    try {
      if (target.kind === 'write') await save.mutateAsync({ body: { ...text, purchase: target.purchase }, files });
      else await save.mutateAsync({ id: target.id, body: { ...text, images: kept.map((i) => i.url) }, files });
      onSaved(target.kind === 'write' ? REVIEW_MESSAGES.WRITTEN : REVIEW_MESSAGES.EDITED);
    } catch (err) {
      setProblems({
        form: err instanceof ApiRequestError ? (err.errors?.[0]?.message ?? err.message) : '리뷰를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
      });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={target.kind === 'write' ? '리뷰 작성' : '리뷰 수정'}
      dismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            취소
          </Button>
          <Button type="submit" form="review-form" loading={save.isPending}>
            {target.kind === 'write' ? '등록하기' : '수정하기'}
          </Button>
        </>
      }
    >
      <form id="review-form" className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.product}>{target.productName}</p>
        <fieldset className={styles.stars}>
          <legend className={styles.label}>별점</legend>
          {REVIEW_STARS.map((n) => (
            <label key={n} className={styles.star}>
              <input type="radio" name="star" value={n} checked={draft.star === n} onChange={() => edit({ star: n })} />
              <span aria-hidden>{'★'.repeat(n)}</span> {n}점
            </label>
          ))}
          {problems.star && <p role="alert">{problems.star}</p>}
        </fieldset>
        <TextField label="제목" value={draft.subject} maxLength={100} error={problems.subject} onChange={(e) => edit({ subject: e.target.value })} />
        <TextArea label="내용" rows={6} value={draft.content} error={problems.content} onChange={(e) => edit({ content: e.target.value })} />
        <fieldset className={styles.photoSet}>
          <legend className={styles.label}>
            사진 <span className={styles.muted}>(선택, 최대 {MAX_REVIEW_IMAGES}장)</span>
          </legend>
          {kept.map((img, i) => (
            <div key={img.url} className={styles.photoRow}>
              <img src={img.url} alt={`등록된 사진 ${i + 1}`} width={48} height={48} className={styles.thumb} />
              <Button size="sm" variant="ghost" onClick={() => setKept(kept.filter((k) => k.url !== img.url))}>
                삭제
              </Button>
            </div>
          ))}
          {files.map((file, i) => (
            <div key={`${file.name}-${i}`} className={styles.photoRow}>
              <span className={styles.fileName}>{file.name}</span>
              <Button size="sm" variant="ghost" onClick={() => setFiles(files.filter((_, j) => j !== i))} aria-label={`${file.name} 삭제`}>
                삭제
              </Button>
            </div>
          ))}
          {inputs > files.length && (
            <label className={styles.photoAdd}>
              <span aria-hidden>+</span> 사진 추가
              <input
                key={files.length}
                type="file"
                className="visually-hidden"
                accept="image/*,.heic,.heif"
                aria-label={`사진 ${kept.length + files.length + 1}`}
                data-testid="review-photo-input"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  if (!isPicture(file)) {
                    setProblems({ ...problems, form: '이미지 파일만 올릴 수 있습니다' });
                    return;
                  }
                  setFiles([...files, file]);
                }}
              />
            </label>
          )}
        </fieldset>
        {problems.form && (
          <p className={styles.error} role="alert">
            {problems.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
