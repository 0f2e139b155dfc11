import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ANSWER_STATUS_TEXT, formatDate, type AnswerStatus, type ConsoleProductInquiry, groupThousands } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Badge, Button, ConfirmDialog, Pagination, Tabs } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONSOLE_INQUIRIES_PAGE_SIZE, useConsoleInquiries, useDeleteInquiry } from '../api/console-inquiries';
import { AnswerDialog } from './AnswerDialog';
import styles from './inquiries.module.css';

const STATUS_TABS: { value: AnswerStatus | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'ANSWER_AWAITING', label: ANSWER_STATUS_TEXT.ANSWER_AWAITING },
  { value: 'ANSWER_COMPLETE', label: ANSWER_STATUS_TEXT.ANSWER_COMPLETE },
];

/**
 * /console/shop/inquires (spec §2 console shop/inquires, §6 admin03 with the other two): every
 * product inquiry with search, the answer state filter and paging in the URL; 답변 opens the answer dialog.
 */
export function ProductInquiriesConsolePage({ page, searchValue, status }: { page: number; searchValue: string; status: AnswerStatus | '' }) {
  const navigate = useNavigate();
  const query = useConsoleInquiries({ page, searchValue, status });
  const [answering, setAnswering] = useState<ConsoleProductInquiry | null>(null);
  const remove = useDeleteInquiry();
  const deleting = useConfirmed<ConsoleProductInquiry>((q) => remove.mutateAsync(q._id));

  const go = (next: { page?: number; searchValue?: string; status?: AnswerStatus | '' }) =>
    navigate({
      to: '/console/shop/inquires',
      search: {
        page: next.page ?? 1,
        searchValue: (next.searchValue ?? searchValue) || undefined,
        status: (next.status ?? status) || undefined,
      },
    });

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="상품문의" count={query.data?.summary.totalCount} unit="건">
        {query.data && <span className={t.crumb}>답변대기 {groupThousands(query.data.summary.awaiting)}건</span>}
      </WorkPageHead>
      <section className={t.card} aria-label="상품문의 목록">
        <WorkSearch
          id="inquiry-search"
          label="상품문의 검색"
          placeholder="제목, 내용, 상품명, 작성자 아이디로 검색"
          value={searchValue}
          onSearch={(value) => void go({ searchValue: value })}
        />
        <div className={styles.filters}>
          <Tabs tabs={STATUS_TABS} value={status} onChange={(s) => void go({ status: s })} label="답변 상태" variant="pill" />
        </div>
        <QueryView
          query={query}
          what="상품문의"
          isEmpty={(d) => d.inquires.length === 0}
          empty={searchValue || status ? '검색 결과가 없습니다' : '등록된 상품문의가 없습니다'}
        >
          {(data) => (
            <>
              <WorkTable
                head={['작성일', '상품', '제목', '작성자', '상태', '관리']}
                rows={data.inquires.map((q) => ({
                  key: q._id,
                  cells: [
                    formatDate(q.createdAt),
                    q.productName,
                    <span key="s" className={styles.subject} title={q.subject}>
                      {q.secret && <span className={styles.secret}>비밀글</span>}
                      {q.subject}
                    </span>,
                    q.writer,
                    <Badge key="b" tone={q.status === 'ANSWER_COMPLETE' ? 'dark' : 'outline'}>
                      {ANSWER_STATUS_TEXT[q.status]}
                    </Badge>,
                    <span key="a" className={t.rowActions}>
                      <Button size="sm" variant="secondary" onClick={() => setAnswering(q)} aria-label={`${q.subject} 답변`}>
                        {q.answer ? '답변 수정' : '답변'}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => deleting.ask(q)} aria-label={`${q.subject} 삭제`}>
                        삭제
                      </Button>
                    </span>,
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
      {answering && <AnswerDialog inquiry={answering} onClose={() => setAnswering(null)} />}
      <ConfirmDialog
        open={deleting.asking !== null}
        title="상품문의 삭제"
        message="상품문의를 삭제하시겠습니까? 삭제한 문의는 되돌릴 수 없습니다."
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={deleting.cancel}
        onConfirm={() => void deleting.confirm()}
      />
    </>
  );
}
