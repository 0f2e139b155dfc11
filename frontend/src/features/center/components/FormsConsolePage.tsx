import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  ANSWER_STATUS_TEXT,
  FORM_CODES,
  FORM_GROUPS,
  FORM_GROUP_TEXT,
  FORM_KINDS,
  formatDate,
  formatPhone,
  type AnswerStatus,
  type ConsoleForm,
  type FormCode,
  type FormGroup,
  groupThousands,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Badge, Button, ConfirmDialog, Pagination, Select, Tabs } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONSOLE_FORMS_PAGE_SIZE, useConsoleForms, useDeleteForm } from '../api/console-forms';
import type { ConsoleFormFilter } from '../api/form-keys';
import { FORM_GROUP_PAGES, codesOfGroup, groupPageTitle } from '../lib/console-form-pages';
import { AnswerFormDialog } from './AnswerFormDialog';
import styles from './forms.module.css';

const STATUS_TABS: { value: AnswerStatus | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'ANSWER_AWAITING', label: ANSWER_STATUS_TEXT.ANSWER_AWAITING },
  { value: 'ANSWER_COMPLETE', label: ANSWER_STATUS_TEXT.ANSWER_COMPLETE },
];
const GROUP_OPTIONS = FORM_GROUPS.map((value) => ({ value, label: FORM_GROUP_TEXT[value] }));
const CODE_OPTIONS = FORM_CODES.map((value) => ({ value, label: FORM_KINDS[value].title }));
const SORT_OPTIONS = [
  { value: 'latest', label: '최신순' },
  { value: 'oldest', label: '오래된순' },
];

/**
 * /console/forms (spec §2 console centre form pages, §6 area centreForms): every form sent from the
 * centre's pages, searchable by subject, content, writer or phone, filtered by page group, form
 * and answer state, sorted and paged in the URL; 답변 opens the form with its answer. With `fixed`,
 * one group's own page (/console/inquiry-partners, …): its title, the group preset and its select
 * hidden, the form select only of its forms (hidden when it has one).
 */
export function FormsConsolePage({ fixed, ...filter }: ConsoleFormFilter & { fixed?: FormGroup }) {
  const { page, searchValue, code, group, status, sort } = filter;
  const codeOptions = fixed ? CODE_OPTIONS.filter((o) => codesOfGroup(fixed).includes(o.value)) : CODE_OPTIONS;
  const navigate = useNavigate();
  const query = useConsoleForms(filter);
  const remove = useDeleteForm();
  const [answering, setAnswering] = useState<ConsoleForm | null>(null);
  const [deleting, setDeleting] = useState<ConsoleForm | null>(null);

  const go = (next: Partial<ConsoleFormFilter>) => {
    const f = { ...filter, page: 1, ...next };
    return navigate({
      to: fixed ? FORM_GROUP_PAGES[fixed] : '/console/forms',
      search: {
        page: f.page > 1 ? f.page : undefined,
        searchValue: f.searchValue || undefined,
        code: f.code || undefined,
        group: fixed ? undefined : f.group || undefined,
        status: f.status || undefined,
        sort: f.sort === 'oldest' ? 'oldest' : undefined,
      },
    });
  };
  const filtered = Boolean(searchValue || code || (group && !fixed) || status);

  return (
    <>
      <WorkPageHead
        crumb={fixed ? '고객센터 · 문의 폼' : '고객센터'}
        title={fixed ? groupPageTitle(fixed) : '문의 폼'}
        count={query.data?.summary.totalCount}
        unit="건"
      >
        {query.data && <span className={t.crumb}>답변대기 {groupThousands(query.data.summary.awaiting)}건</span>}
      </WorkPageHead>
      <section className={t.card} aria-label="문의 목록">
        <WorkSearch
          id="form-search"
          label="문의 검색"
          placeholder="제목, 내용, 작성자 이름·연락처로 검색"
          value={searchValue}
          onSearch={(value) => void go({ searchValue: value })}
        />
        <div className={styles.filters}>
          {!fixed && (
            <Select
              aria-label="문의 페이지"
              size="sm"
              placeholder="전체 페이지"
              options={GROUP_OPTIONS}
              value={group}
              onChange={(e) => void go({ group: e.target.value as FormGroup | '', code: '' })}
            />
          )}
          {codeOptions.length > 1 && (
            <Select
              aria-label="문의 종류"
              size="sm"
              placeholder="전체 종류"
              options={codeOptions}
              value={code}
              onChange={(e) => void go({ code: e.target.value as FormCode | '' })}
            />
          )}
          <Tabs tabs={STATUS_TABS} value={status} onChange={(s) => void go({ status: s })} label="답변 상태" variant="pill" />
          <Select
            aria-label="정렬"
            size="sm"
            options={SORT_OPTIONS}
            value={sort}
            onChange={(e) => void go({ sort: e.target.value === 'oldest' ? 'oldest' : 'latest' })}
          />
        </div>
        <QueryView query={query} what="문의" isEmpty={(d) => d.forms.length === 0} empty={filtered ? '검색 결과가 없습니다' : '접수된 문의가 없습니다'}>
          {(data) => (
            <>
              <WorkTable
                head={['접수일', '종류', '제목', '작성자', '연락처', '회원', '상태', '관리']}
                rows={data.forms.map((f) => ({
                  key: f._id,
                  cells: [
                    formatDate(f.createdAt),
                    FORM_KINDS[f.code].title,
                    <span key="s" className={styles.cell} title={f.subject}>
                      {f.subject}
                    </span>,
                    f.writer.name,
                    formatPhone(f.writer.phone),
                    f.username ?? '비회원',
                    <Badge key="b" tone={f.status === 'ANSWER_COMPLETE' ? 'dark' : 'outline'}>
                      {ANSWER_STATUS_TEXT[f.status]}
                    </Badge>,
                    <span key="a" className={t.rowActions}>
                      <Button size="sm" variant="secondary" onClick={() => setAnswering(f)} aria-label={`${f.subject} 답변`}>
                        {f.answer ? '답변 수정' : '답변'}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(f)} aria-label={`${f.subject} 삭제`}>
                        삭제
                      </Button>
                    </span>,
                  ],
                }))}
              />
              {data.summary.totalCount > CONSOLE_FORMS_PAGE_SIZE && (
                <div className={t.foot}>
                  <Pagination page={page} total={data.summary.totalCount} pageSize={CONSOLE_FORMS_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
                </div>
              )}
            </>
          )}
        </QueryView>
      </section>
      {answering && <AnswerFormDialog form={answering} onClose={() => setAnswering(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="문의 삭제"
        message="문의를 삭제하시겠습니까? 삭제한 문의는 되돌릴 수 없습니다."
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutate(deleting!._id, { onError: alertError, onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
