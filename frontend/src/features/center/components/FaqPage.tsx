import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { QUESTION_CATEGORIES, QUESTION_CATEGORY_TEXT, type QuestionCategory } from '@shop/contracts';
import { EmptyState, LoadingBlock, PageHeader, Tabs } from '../../../shared/ui';
import { WorkSearch } from '../../../shared/ui/WorkPage';
import { faqsQueryOptions } from '../api/center-posts';
import { CenterNav } from './CenterNav';
import styles from './center.module.css';

const TABS = [{ value: '' as const, label: '전체' }, ...QUESTION_CATEGORIES.map((value) => ({ value, label: QUESTION_CATEGORY_TEXT[value] }))];

/**
 * /center/faq (spec §2; §9 question categories): the shop's frequently asked questions by
 * category (tabs) and words, each a disclosure that opens its answer (keyboard: Tab, Enter).
 * Category and words live in the URL; nothing found points to the 1:1 question.
 */
export function FaqPage({ category, searchValue }: { category: QuestionCategory | ''; searchValue: string }) {
  const navigate = useNavigate();
  const query = useQuery(faqsQueryOptions(category, searchValue));
  const go = (next: { category?: QuestionCategory | ''; searchValue?: string }) =>
    void navigate({
      to: '/center/faq',
      search: { category: (next.category ?? category) || undefined, searchValue: (next.searchValue ?? searchValue) || undefined },
    });
  return (
    <div className="container">
      <PageHeader breadcrumb={[{ label: '홈', to: '/' }, { label: '고객센터' }, { label: '자주 묻는 질문' }]} title="자주 묻는 질문" />
      <CenterNav />
      <div className={styles.search}>
        <WorkSearch
          id="faq-search"
          label="자주 묻는 질문 검색"
          placeholder="궁금한 내용을 입력해주세요"
          value={searchValue}
          onSearch={(v) => go({ searchValue: v })}
        />
      </div>
      <Tabs tabs={TABS} value={category} onChange={(c) => go({ category: c })} label="질문 유형" panelId="faq-panel" variant="pill" className={styles.tabs} />
      <div id="faq-panel" role="tabpanel">
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <EmptyState title="자주 묻는 질문을 불러오지 못했습니다" description="잠시 후 다시 시도해주세요." />
        ) : query.data.posts.length === 0 ? (
          <EmptyState title={searchValue ? '검색 결과가 없습니다' : '등록된 질문이 없습니다'} description="찾는 답이 없다면 1:1 질문을 남겨주세요." />
        ) : (
          <ul className={styles.faqs} aria-busy={query.isPlaceholderData || undefined}>
            {query.data.posts.map((post) => (
              <li key={post._id}>
                <details className={styles.faq}>
                  <summary>
                    <span className={styles.q} aria-hidden="true">
                      Q
                    </span>
                    {post.category && <span className={styles.faqCategory}>{QUESTION_CATEGORY_TEXT[post.category]}</span>}
                    <span className={styles.faqTitle}>{post.title}</span>
                  </summary>
                  {/* Safe as HTML: sanitised on write with the rich-text allow-list (backend platform/html/rich-text.ts). */}
                  <div className={styles.answer} dangerouslySetInnerHTML={{ __html: post.content }} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
