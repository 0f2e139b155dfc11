import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  CENTER_POST_KIND_TEXT,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_TEXT,
  formatDate,
  type CenterPost,
  type CenterPostKind,
  type QuestionCategory,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Badge, Button, ConfirmDialog, Pagination, Select } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONSOLE_POSTS_PAGE_SIZE, consolePostsQueryOptions, useDeleteCenterPost, type ConsolePostsFilter } from '../api/center-posts';
import { CenterPostEditor } from './CenterPostEditor';
import styles from './center.module.css';

const CATEGORY_OPTIONS = QUESTION_CATEGORIES.map((value) => ({ value, label: QUESTION_CATEGORY_TEXT[value] }));
const PAGE: Record<CenterPostKind, '/console/notifications' | '/console/faqs'> = { NOTICE: '/console/notifications', FAQ: '/console/faqs' };

/**
 * /console/notifications and /console/faqs (spec §2 centre pages; §6 notices, faqs: admin02 and
 * console): every post of the kind, hidden ones too, with search, (FAQ) category filter and pages;
 * write, rewrite, and delete after a confirmation. Filters and page live in the URL.
 */
export function CenterPostsConsolePage({ kind, filter }: { kind: CenterPostKind; filter: ConsolePostsFilter }) {
  const navigate = useNavigate();
  const query = useQuery(consolePostsQueryOptions(kind, filter));
  const remove = useDeleteCenterPost(kind);
  const [editing, setEditing] = useState<CenterPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CenterPost | null>(null);
  const isFaq = kind === 'FAQ';
  const what = CENTER_POST_KIND_TEXT[kind];
  const go = (next: Partial<ConsolePostsFilter>) => {
    const f = { ...filter, page: 1, ...next };
    void navigate({
      to: PAGE[kind],
      search: { page: f.page > 1 ? f.page : undefined, searchValue: f.searchValue || undefined, category: f.category || undefined },
    });
  };

  return (
    <>
      <WorkPageHead crumb="고객센터" title={what} count={query.data?.summary.totalCount} unit="건">
        <Button size="sm" onClick={() => setEditing('new')}>
          {what} 등록
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label={`${what} 목록`}>
        <WorkSearch
          id={`${kind}-search`}
          label={`${what} 검색`}
          placeholder="제목·내용으로 검색"
          value={filter.searchValue}
          onSearch={(v) => go({ searchValue: v })}
        />
        {isFaq && (
          <div className={styles.search}>
            <Select
              aria-label="질문 유형"
              size="sm"
              placeholder="전체 유형"
              options={CATEGORY_OPTIONS}
              value={filter.category}
              onChange={(e) => go({ category: e.target.value as QuestionCategory | '' })}
            />
          </div>
        )}
        <QueryView
          query={query}
          what={what}
          isEmpty={(d) => d.posts.length === 0}
          empty={filter.searchValue || filter.category ? '검색 결과가 없습니다' : `등록된 ${what}가 없습니다`}
        >
          {(data) => (
            <>
              <WorkTable
                head={isFaq ? ['순서', '유형', '질문', '노출', '수정일', '관리'] : ['구분', '제목', '노출', '등록일', '관리']}
                rows={data.posts.map((p) => ({
                  key: p._id,
                  cells: [
                    ...(isFaq
                      ? [String(p.index), p.category ? QUESTION_CATEGORY_TEXT[p.category] : '—']
                      : [
                          p.pinned ? (
                            <Badge key="pin" tone="dark">
                              공지
                            </Badge>
                          ) : (
                            '일반'
                          ),
                        ]),
                    <span key="title" className={t.nowrap} title={p.title}>
                      {p.title}
                    </span>,
                    <Badge key="shows" tone={p.shows ? 'outline' : 'muted'}>
                      {p.shows ? '노출' : '숨김'}
                    </Badge>,
                    formatDate(isFaq ? p.updatedAt : p.createdAt),
                    <span key="actions" className={t.rowActions}>
                      <Button size="sm" variant="secondary" onClick={() => setEditing(p)} aria-label={`${p.title} 수정`}>
                        수정
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(p)} aria-label={`${p.title} 삭제`}>
                        삭제
                      </Button>
                    </span>,
                  ],
                }))}
              />
              {data.summary.totalCount > CONSOLE_POSTS_PAGE_SIZE && (
                <div className={t.foot}>
                  <Pagination page={filter.page} total={data.summary.totalCount} pageSize={CONSOLE_POSTS_PAGE_SIZE} onChange={(p) => go({ page: p })} />
                </div>
              )}
            </>
          )}
        </QueryView>
      </section>
      {editing && (
        <CenterPostEditor
          key={editing === 'new' ? 'new' : editing.updatedAt}
          kind={kind}
          post={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onRestored={setEditing}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`${what} 삭제`}
        message={`"${deleting?.title ?? ''}"을(를) 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다.`}
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutate(deleting!._id, { onSuccess: () => setDeleting(null), onError: alertError })}
      />
    </>
  );
}
