import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import {
  ANSWER_STATUS_TEXT,
  QUESTION_AUDIENCES,
  QUESTION_AUDIENCE_TEXT,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_TEXT,
  formatDate,
  type AnswerStatus,
  type ConsoleQuestion,
  type QuestionAudience,
  type QuestionCategory,
  groupThousands,
} from '@shop/contracts';
import { Badge, Button, Pagination, Select, Tabs } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONSOLE_QUESTIONS_PAGE_SIZE, useConsoleQuestions } from '../api/console-questions';
import type { ConsoleQuestionFilter } from '../api/keys';
import { AnswerQuestionDialog } from './AnswerQuestionDialog';
import { DeleteQuestionDialog } from './DeleteQuestionDialog';
import styles from './questions.module.css';

const STATUS_TABS: { value: AnswerStatus | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'ANSWER_AWAITING', label: ANSWER_STATUS_TEXT.ANSWER_AWAITING },
  { value: 'ANSWER_COMPLETE', label: ANSWER_STATUS_TEXT.ANSWER_COMPLETE },
];
const AUDIENCE_TABS: { value: QuestionAudience | ''; label: string }[] = [
  { value: '', label: '전체 위치' },
  ...QUESTION_AUDIENCES.map((value) => ({ value, label: QUESTION_AUDIENCE_TEXT[value] })),
];
const CATEGORY_OPTIONS = QUESTION_CATEGORIES.map((value) => ({ value, label: QUESTION_CATEGORY_TEXT[value] }));

/**
 * /console/questions (spec §2 console centre questions, §6 area centreQuestions): every member's and
 * promoter's question with search, category, answer state and area filters and paging in the URL;
 * 답변 opens the answer dialog, 삭제 asks a reason before deleting.
 */
export function QuestionsConsolePage(filter: ConsoleQuestionFilter) {
  const { page, searchValue, category, status, audience } = filter;
  const navigate = useNavigate();
  const query = useConsoleQuestions(filter);
  const [answering, setAnswering] = useState<ConsoleQuestion | null>(null);
  const [deleting, setDeleting] = useState<ConsoleQuestion | null>(null);

  const go = (next: Partial<ConsoleQuestionFilter>) => {
    const f = { ...filter, page: 1, ...next };
    return navigate({
      to: '/console/questions',
      search: {
        page: f.page > 1 ? f.page : undefined,
        searchValue: f.searchValue || undefined,
        category: f.category || undefined,
        status: f.status || undefined,
        audience: f.audience || undefined,
      },
    });
  };
  const filtered = Boolean(searchValue || category || status || audience);

  return (
    <>
      <WorkPageHead crumb="고객센터" title="질문" count={query.data?.summary.totalCount} unit="건">
        {query.data && <span className={t.crumb}>답변대기 {groupThousands(query.data.summary.awaiting)}건</span>}
      </WorkPageHead>
      <section className={t.card} aria-label="질문 목록">
        <WorkSearch
          id="question-search"
          label="질문 검색"
          placeholder="제목, 내용, 작성자 이름·아이디로 검색"
          value={searchValue}
          onSearch={(value) => void go({ searchValue: value })}
        />
        <div className={styles.filters}>
          <Select
            aria-label="질문 유형"
            size="sm"
            placeholder="전체 유형"
            options={CATEGORY_OPTIONS}
            value={category}
            onChange={(e) => void go({ category: e.target.value as QuestionCategory | '' })}
          />
          <Tabs tabs={STATUS_TABS} value={status} onChange={(s) => void go({ status: s })} label="답변 상태" variant="pill" />
          <Tabs tabs={AUDIENCE_TABS} value={audience} onChange={(a) => void go({ audience: a })} label="질문 위치" variant="pill" />
        </div>
        <QueryView query={query} what="질문" isEmpty={(d) => d.questions.length === 0} empty={filtered ? '검색 결과가 없습니다' : '등록된 질문이 없습니다'}>
          {(data) => (
            <>
              <WorkTable
                head={['작성일', '유형', '위치', '제목', '작성자', '상태', '관리']}
                rows={data.questions.map((q) => ({
                  key: q._id,
                  cells: [
                    formatDate(q.createdAt),
                    QUESTION_CATEGORY_TEXT[q.category],
                    QUESTION_AUDIENCE_TEXT[q.audience],
                    <span key="s" className={styles.cell} title={q.subject}>
                      {q.subject}
                    </span>,
                    `${q.name} (${q.username})`,
                    <Badge key="b" tone={q.status === 'ANSWER_COMPLETE' ? 'dark' : 'outline'}>
                      {ANSWER_STATUS_TEXT[q.status]}
                    </Badge>,
                    <span key="a" className={t.rowActions}>
                      <Button size="sm" variant="secondary" onClick={() => setAnswering(q)} aria-label={`${q.subject} 답변`}>
                        {q.answer ? '답변 수정' : '답변'}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(q)} aria-label={`${q.subject} 삭제`}>
                        삭제
                      </Button>
                    </span>,
                  ],
                }))}
              />
              {data.summary.totalCount > CONSOLE_QUESTIONS_PAGE_SIZE && (
                <div className={t.foot}>
                  <Pagination page={page} total={data.summary.totalCount} pageSize={CONSOLE_QUESTIONS_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
                </div>
              )}
            </>
          )}
        </QueryView>
      </section>
      {answering && <AnswerQuestionDialog question={answering} onClose={() => setAnswering(null)} />}
      {deleting && <DeleteQuestionDialog question={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
