import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ANSWER_STATUS_TEXT, FORM_KINDS, FORM_MESSAGES, formatDate, type Form } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Badge, Button, ConfirmDialog, Pagination } from '../../../shared/ui';
import { QueryView } from '../../../shared/ui/WorkPage';
import { MY_FORMS_PAGE_SIZE, useDeleteMyForm, useMyForms } from '../api/forms';
import { FormSendCard } from './FormSendCard';
import { FormView } from './FormView';
import styles from './forms.module.css';

/**
 * One sent form: a row with its state that opens to the form and, once given, the answer. While it
 * awaits its answer (spec §4 ANSWER_AWAITING) its writer may 수정 (the same form, prefilled) or 삭제
 * (confirmed); once answered neither is offered (and the server refuses with 409).
 */
function FormItem({ form }: { form: Form }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteMyForm();
  const awaiting = form.status === 'ANSWER_AWAITING';
  const onDelete = () =>
    remove.mutate(form._id, {
      onSuccess: () => window.alert(FORM_MESSAGES.DELETED),
      onError: alertError,
      onSettled: () => setDeleting(false),
    });
  return (
    <li className={styles.item} data-testid="my-form">
      <button type="button" className={styles.summary} aria-expanded={open} onClick={() => setOpen(!open)}>
        <Badge tone={form.status === 'ANSWER_COMPLETE' ? 'dark' : 'outline'}>{ANSWER_STATUS_TEXT[form.status]}</Badge>
        <span className={styles.subject}>
          [{FORM_KINDS[form.code].title}] {form.subject}
        </span>
        <span className={styles.meta}>{formatDate(form.createdAt)}</span>
      </button>
      {open && (
        <div className={styles.body}>
          {editing ? (
            <FormSendCard code={form.code} editing={form} onDone={() => setEditing(false)} />
          ) : (
            <>
              <FormView form={form} />
              {awaiting && (
                <div className={styles.itemActions}>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                    수정
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
                    삭제
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        title="문의 삭제"
        message={FORM_MESSAGES.DELETE_CONFIRM}
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={onDelete}
      />
    </li>
  );
}

/** /mypage/forms (spec §2 member area "forms"): the member's sent forms, newest first, with their answer state (spec §4) and answer. */
export function MyFormsPage() {
  const [page, setPage] = useState(1);
  const query = useMyForms(page);
  return (
    <section aria-labelledby="forms-title">
      <header>
        <h1 id="forms-title" className={styles.kindTitle}>
          문의 내역
        </h1>
        <p className={styles.lead}>
          고객센터 서비스 페이지에서 남기신 문의입니다. 새 문의는 <Link to="/center/inquiry">1:1 문의</Link>에서 남길 수 있습니다.
        </p>
      </header>
      <QueryView query={query} what="문의" isEmpty={(d) => d.forms.length === 0} empty="남기신 문의가 없습니다">
        {(d) => (
          <>
            <ul className={styles.list} aria-label="내 문의">
              {d.forms.map((f) => (
                <FormItem key={f._id} form={f} />
              ))}
            </ul>
            <Pagination page={page} total={d.summary.totalCount} pageSize={MY_FORMS_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
