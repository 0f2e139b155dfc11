import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@shop/contracts';
import { AppLink, EmptyState, LoadingBlock, PageHeader } from '../../../shared/ui';
import { noticeQueryOptions } from '../api/center-posts';
import { CenterNav } from './CenterNav';
import styles from './center.module.css';

/** /center/notice/{_notification} (spec §2): one notice, its date and content, 이전글/다음글 and the way back to the list. */
export function NoticePage({ id }: { id: string }) {
  const query = useQuery(noticeQueryOptions(id));
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <div className="container">
        <EmptyState title="공지사항을 찾을 수 없습니다" action={<AppLink to="/center/notice">공지사항 목록</AppLink>} />
      </div>
    );
  }
  const { post, prev, next } = query.data;
  return (
    <div className="container">
      <PageHeader breadcrumb={[{ label: '홈', to: '/' }, { label: '고객센터' }, { label: '공지사항', to: '/center/notice' }, { label: post.title }]} />
      <CenterNav />
      <article className={styles.article}>
        <header className={styles.articleHead}>
          <h1 className={styles.articleTitle}>{post.title}</h1>
          <time className={styles.date} dateTime={post.createdAt}>
            {formatDate(post.createdAt)}
          </time>
        </header>
        {/* Safe as HTML: sanitised on write with the rich-text allow-list (backend platform/html/rich-text.ts). */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      <nav className={styles.neighbours} aria-label="다른 공지사항">
        {prev && (
          <Link to="/center/notice/$noticeId" params={{ noticeId: prev._id }}>
            <span className={styles.neighbourLabel}>이전글</span> {prev.title}
          </Link>
        )}
        {next && (
          <Link to="/center/notice/$noticeId" params={{ noticeId: next._id }}>
            <span className={styles.neighbourLabel}>다음글</span> {next.title}
          </Link>
        )}
      </nav>
      <div className={styles.back}>
        <AppLink to="/center/notice">목록으로</AppLink>
      </div>
    </div>
  );
}
