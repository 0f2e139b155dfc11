import { ANSWER_STATUS_TEXT, FORM_KINDS, formatDate, formatDateTime, formatPhone, type Form, groupThousands } from '@shop/contracts';
import { Badge } from '../../../shared/ui';
import styles from './forms.module.css';

/** One form whole: kind, category, bulk details, writer, text, pictures and (once given) the answer (spec §4 answer states). */
export function FormView({ form }: { form: Form }) {
  const kind = FORM_KINDS[form.code];
  const category = kind.categories.find((c) => c.value === form.category)?.label;
  return (
    <article aria-label="문의 내용">
      <dl className={styles.facts}>
        <dt>문의 종류</dt>
        <dd>
          {kind.title}
          {category ? ` · ${category}` : ''}
        </dd>
        <dt>상태</dt>
        <dd>
          <Badge tone={form.status === 'ANSWER_COMPLETE' ? 'dark' : 'outline'}>{ANSWER_STATUS_TEXT[form.status]}</Badge>
        </dd>
        <dt>제목</dt>
        <dd>{form.subject}</dd>
        <dt>작성자</dt>
        <dd>
          {form.writer.name} · {formatPhone(form.writer.phone)}
        </dd>
        <dt>접수일</dt>
        <dd>{formatDateTime(form.createdAt)}</dd>
        {form.bulk && (
          <>
            <dt>회사명</dt>
            <dd>{form.bulk.company}</dd>
            <dt>구매 제품</dt>
            <dd>
              {form.bulk.product} · {groupThousands(form.bulk.quantity)}개
            </dd>
            <dt>배송 지역</dt>
            <dd>{form.bulk.region}</dd>
            <dt>희망 납품일</dt>
            <dd>{form.bulk.wishedDate}</dd>
          </>
        )}
      </dl>
      <p className={styles.text}>{form.content}</p>
      {form.files.length > 0 && (
        <div className={styles.images}>
          {form.files.map((f) => (
            <a key={f._id} href={f.url} target="_blank" rel="noreferrer">
              <img src={f.url} alt="첨부 사진" loading="lazy" />
            </a>
          ))}
        </div>
      )}
      {form.answer ? (
        <div className={styles.answer} aria-label="답변">
          <span className={styles.answerLabel}>답변 · {formatDate(form.answer.answeredAt)}</span>
          {form.answer.content}
        </div>
      ) : (
        <p className={styles.muted}>담당자가 확인 후 답변드립니다. 답변은 남겨주신 연락처로도 안내됩니다.</p>
      )}
    </article>
  );
}
