import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ANSWER_STATUS_TEXT, QUESTION_CATEGORY_TEXT, formatDate } from '@shop/contracts';
import { Badge, Pagination, buttonClassName } from '../../../shared/ui';
import { QueryView } from '../../../shared/ui/WorkPage';
import { MY_INQUIRIES_PAGE_SIZE, useMyInquiries } from '../api/my-inquiries';
import styles from './questions.module.css';

/**
 * /mypage/inquiries (spec §2, §7 Me "me/inquiries"): the member's own 1:1 inquiries, newest first,
 * with their answer state (spec §4) and the order they refer to; 문의하기 opens the write page.
 */
export function MyInquiriesPage() {
  const [page, setPage] = useState(1);
  const query = useMyInquiries(page);
  return (
    <section aria-labelledby="inquiries-title">
      <header className={styles.pageHead}>
        <div>
          <h1 id="inquiries-title" className={styles.pageTitle}>
            1:1 문의
          </h1>
          <p className={styles.lead}>회원정보, 주문, 배송에 관해 문의를 남겨주시면 확인 후 답변드립니다.</p>
          {query.data && (
            <p className={styles.meta}>
              답변대기 {query.data.summary.awaiting}건 · 답변완료 {query.data.summary.answered}건
            </p>
          )}
        </div>
        <Link to="/mypage/inquiries/write" className={buttonClassName()}>
          문의하기
        </Link>
      </header>
      <QueryView query={query} what="1:1 문의" isEmpty={(d) => d.inquiries.length === 0} empty="등록한 1:1 문의가 없습니다">
        {(d) => (
          <>
            <ul className={styles.list} aria-label="내 1:1 문의">
              {d.inquiries.map((q) => (
                <li key={q._id} className={styles.item} data-testid="my-inquiry">
                  <Link to="/mypage/inquiries/$inquiryId" params={{ inquiryId: q._id }} className={styles.inquiryRow}>
                    <Badge tone={q.status === 'ANSWER_AWAITING' ? 'outline' : 'dark'}>{ANSWER_STATUS_TEXT[q.status]}</Badge>
                    <span className={styles.inquiryMain}>
                      <span className={styles.inquirySubject}>
                        [{QUESTION_CATEGORY_TEXT[q.category]}] {q.subject}
                      </span>
                      <span className={styles.meta}>
                        {formatDate(q.createdAt)}
                        {q.order && ` · 주문 ${q.order.orderNumber}`}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination page={page} total={d.summary.totalCount} pageSize={MY_INQUIRIES_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}
