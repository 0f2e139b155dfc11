import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  ANSWER_STATUS_TEXT,
  INQUIRY_SORTS,
  INQUIRY_SORT_TEXT,
  MAX_QUESTION_CONTENT,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_TEXT,
  QUESTION_CONTENT_RULES,
  formatDate,
  formatDateTime,
  type AnswerStatus,
  type ConsoleInquiry,
  type InquiryCategory,
  type InquirySort,
  groupThousands,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { AnswerDialog, Badge, Button, Pagination, Select, Tabs } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONSOLE_INQUIRIES_PAGE_SIZE, useAnswerInquiry, useConsoleInquiries, useSetInquiryState } from '../api/console-inquiries';
import type { ConsoleInquiryFilter } from '../api/inquiry-keys';
import { QuestionImages } from './QuestionImages';
import styles from './questions.module.css';

const STATUS_TABS: { value: AnswerStatus | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'ANSWER_AWAITING', label: ANSWER_STATUS_TEXT.ANSWER_AWAITING },
  { value: 'ANSWER_COMPLETE', label: ANSWER_STATUS_TEXT.ANSWER_COMPLETE },
];
const CATEGORY_OPTIONS = QUESTION_CATEGORIES.map((value) => ({ value, label: QUESTION_CATEGORY_TEXT[value] }));
const SORT_OPTIONS = INQUIRY_SORTS.map((value) => ({ value, label: INQUIRY_SORT_TEXT[value] }));

/** Staff's view of one inquiry: the inquiry whole, the answer (2–2,000 characters) and, once answered, putting it back to awaiting. */
function AnswerInquiryDialog({ inquiry, onClose }: { inquiry: ConsoleInquiry; onClose(): void }) {
  const save = useAnswerInquiry();
  const state = useSetInquiryState();
  return (
    <AnswerDialog
      title={inquiry.answer ? '1:1 문의 답변 수정' : '1:1 문의 답변'}
      initial={inquiry.answer?.content ?? ''}
      rules={QUESTION_CONTENT_RULES}
      maxLength={MAX_QUESTION_CONTENT}
      onSave={(answer) => save.mutateAsync({ id: inquiry._id, answer })}
      saving={save.isPending}
      onClose={onClose}
      onError={alertError}
      actions={
        inquiry.status === 'ANSWER_COMPLETE' && (
          <Button
            variant="ghost"
            disabled={state.isPending}
            onClick={() => state.mutate({ id: inquiry._id, status: 'ANSWER_AWAITING' }, { onSuccess: onClose, onError: alertError })}
          >
            답변대기로 변경
          </Button>
        )
      }
    >
      <dl className={styles.facts}>
        <dt>유형</dt>
        <dd>{QUESTION_CATEGORY_TEXT[inquiry.category]}</dd>
        <dt>작성자</dt>
        <dd>
          {inquiry.name} ({inquiry.username}) · {formatDateTime(inquiry.createdAt)}
        </dd>
        <dt>주문</dt>
        <dd>{inquiry.order ? `${inquiry.order.orderNumber} · ${inquiry.order.title}` : '-'}</dd>
        <dt>제목</dt>
        <dd>{inquiry.subject}</dd>
      </dl>
      <p className={styles.text}>{inquiry.content}</p>
      {inquiry.images.length > 0 && <QuestionImages urls={inquiry.images} />}
    </AnswerDialog>
  );
}

/**
 * /console/inquiries (spec §2 console inquiries, §6 console only, §7 Console "inquiries (plus PUT
 * {id}/state)"): members' 1:1 inquiries with search (subject, member), category and state filters, sort
 * and paging in the URL; 답변 opens the inquiry with its answer.
 */
export function InquiriesConsolePage(filter: ConsoleInquiryFilter) {
  const { page, searchValue, category, status, sort } = filter;
  const navigate = useNavigate();
  const query = useConsoleInquiries(filter);
  const [answering, setAnswering] = useState<ConsoleInquiry | null>(null);

  const go = (next: Partial<ConsoleInquiryFilter>) => {
    const f = { ...filter, page: 1, ...next };
    return navigate({
      to: '/console/inquiries',
      search: {
        page: f.page > 1 ? f.page : undefined,
        searchValue: f.searchValue || undefined,
        category: f.category || undefined,
        status: f.status || undefined,
        sort: f.sort === 'newest' ? undefined : f.sort,
      },
    });
  };
  const filtered = Boolean(searchValue || category || status);

  return (
    <>
      <WorkPageHead crumb="회원" title="1:1 문의" count={query.data?.summary.totalCount} unit="건">
        {query.data && <span className={t.crumb}>답변대기 {groupThousands(query.data.summary.awaiting)}건</span>}
      </WorkPageHead>
      <section className={t.card} aria-label="1:1 문의 목록">
        <WorkSearch
          id="inquiry-search"
          label="1:1 문의 검색"
          placeholder="제목, 작성자 이름·아이디로 검색"
          value={searchValue}
          onSearch={(value) => void go({ searchValue: value })}
        />
        <div className={styles.filters}>
          <Select
            aria-label="문의 유형"
            size="sm"
            placeholder="전체 유형"
            options={CATEGORY_OPTIONS}
            value={category}
            onChange={(e) => void go({ category: e.target.value as InquiryCategory | '' })}
          />
          <Tabs tabs={STATUS_TABS} value={status} onChange={(s) => void go({ status: s })} label="답변 상태" variant="pill" />
          <Select aria-label="정렬" size="sm" options={SORT_OPTIONS} value={sort} onChange={(e) => void go({ sort: e.target.value as InquirySort })} />
        </div>
        <QueryView
          query={query}
          what="1:1 문의"
          isEmpty={(d) => d.inquiries.length === 0}
          empty={filtered ? '검색 결과가 없습니다' : '등록된 1:1 문의가 없습니다'}
        >
          {(data) => (
            <>
              <WorkTable
                head={['작성일', '유형', '제목', '주문번호', '작성자', '상태', '관리']}
                rows={data.inquiries.map((q) => ({
                  key: q._id,
                  cells: [
                    formatDate(q.createdAt),
                    QUESTION_CATEGORY_TEXT[q.category],
                    <span key="s" className={styles.cell} title={q.subject}>
                      {q.subject}
                    </span>,
                    q.order?.orderNumber ?? '-',
                    `${q.name} (${q.username})`,
                    <Badge key="b" tone={q.status === 'ANSWER_COMPLETE' ? 'dark' : 'outline'}>
                      {ANSWER_STATUS_TEXT[q.status]}
                    </Badge>,
                    <Button key="a" size="sm" variant="secondary" onClick={() => setAnswering(q)} aria-label={`${q.subject} 답변`}>
                      {q.answer ? '답변 수정' : '답변'}
                    </Button>,
                  ],
                }))}
              />
              {data.summary.totalCount > CONSOLE_INQUIRIES_PAGE_SIZE && (
                <div className={t.foot}>
                  <Pagination page={page} total={data.summary.totalCount} pageSize={CONSOLE_INQUIRIES_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
                </div>
              )}
            </>
          )}
        </QueryView>
      </section>
      {answering && <AnswerInquiryDialog inquiry={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}
