import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  BOARD_CATEGORIES,
  BOARD_CATEGORY_TEXT,
  BOARD_SORTS,
  BOARD_SORT_TEXT,
  formatDate,
  type BoardCategory,
  type BoardListItem,
  type BoardSort,
  groupThousands,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { AppLink, Badge, Button, ConfirmDialog, Pagination, Select } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONSOLE_BOARDS_PAGE_SIZE, consoleBoardsQueryOptions, useBoardWrites } from '../api/console-boards';
import type { ConsoleBoardsFilter } from '../api/keys';
import styles from './console-boards.module.css';

const CATEGORY_OPTIONS = BOARD_CATEGORIES.map((value) => ({ value, label: BOARD_CATEGORY_TEXT[value] }));
const SORT_OPTIONS = BOARD_SORTS.map((value) => ({ value, label: BOARD_SORT_TEXT[value] }));

/**
 * /console/boards (spec §2 console boards; §6 boards: admin02 and console): every post, hidden ones
 * too, with search, category filter, sort and pages in the URL; checked rows shown or hidden at
 * once; delete after a confirmation. 공지사항 are written under 고객센터 > 공지사항.
 */
export function BoardsConsolePage({ filter }: { filter: ConsoleBoardsFilter }) {
  const navigate = useNavigate();
  const query = useQuery(consoleBoardsQueryOptions(filter));
  const { remove, setShows } = useBoardWrites();
  const [checked, setChecked] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<BoardListItem | null>(null);
  const go = (next: Partial<ConsoleBoardsFilter>) => {
    const f = { ...filter, page: 1, ...next };
    setChecked([]);
    void navigate({
      to: '/console/boards',
      search: {
        page: f.page > 1 ? f.page : undefined,
        searchValue: f.searchValue || undefined,
        category: f.category || undefined,
        sort: f.sort === 'latest' ? undefined : f.sort,
      },
    });
  };
  const toggle = (id: string) => setChecked((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const bulk = (shows: boolean) => setShows.mutate({ ids: checked, shows }, { onSuccess: () => setChecked([]), onError: alertError });
  const pageIds = query.data?.boards.map((b) => b._id) ?? [];
  const allChecked = pageIds.length > 0 && pageIds.every((id) => checked.includes(id));

  return (
    <>
      <WorkPageHead crumb="커뮤니티" title="게시판" count={query.data?.summary.totalCount} unit="건">
        <Link to="/console/boards/create" className={styles.primaryLink}>
          게시글 등록
        </Link>
      </WorkPageHead>
      <section className={t.card} aria-label="게시글 목록">
        <WorkSearch
          id="boards-search"
          label="게시글 검색"
          placeholder="제목·내용으로 검색"
          value={filter.searchValue}
          onSearch={(v) => go({ searchValue: v })}
        />
        <div className={styles.filters}>
          <Select
            aria-label="분류"
            size="sm"
            placeholder="전체 분류"
            options={CATEGORY_OPTIONS}
            value={filter.category}
            onChange={(e) => go({ category: e.target.value as BoardCategory | '' })}
          />
          <Select aria-label="정렬" size="sm" options={SORT_OPTIONS} value={filter.sort} onChange={(e) => go({ sort: e.target.value as BoardSort })} />
          <span className={styles.bulk}>
            <span className={styles.checkedCount}>{checked.length}개 선택</span>
            <Button size="sm" variant="secondary" disabled={checked.length === 0} loading={setShows.isPending} onClick={() => bulk(true)}>
              노출
            </Button>
            <Button size="sm" variant="secondary" disabled={checked.length === 0} loading={setShows.isPending} onClick={() => bulk(false)}>
              숨김
            </Button>
          </span>
          <span className={styles.hint}>
            공지사항은 <AppLink to="/console/notifications">고객센터 &gt; 공지사항</AppLink>에서 작성합니다.
          </span>
        </div>
        <QueryView
          query={query}
          what="게시글"
          isEmpty={(d) => d.boards.length === 0}
          empty={filter.searchValue || filter.category ? '검색 결과가 없습니다' : '등록된 게시글이 없습니다'}
        >
          {(data) => (
            <>
              <WorkTable
                head={['선택', '분류', '썸네일', '제목', '작성자', '조회', '댓글', '노출', '등록일', '관리']}
                numeric={[5, 6]}
                rows={[
                  {
                    key: 'all',
                    cells: [
                      <input
                        key="all"
                        type="checkbox"
                        aria-label="이 페이지 모두 선택"
                        checked={allChecked}
                        onChange={(e) => setChecked((now) => (e.target.checked ? [...new Set([...now, ...pageIds])] : now.filter((x) => !pageIds.includes(x))))}
                      />,
                      '',
                      '',
                      <span key="label" className={styles.hint}>
                        이 페이지 모두 선택
                      </span>,
                      '',
                      '',
                      '',
                      '',
                      '',
                      '',
                    ],
                  },
                  ...data.boards.map((b) => ({
                    key: b._id,
                    cells: [
                      <input key="check" type="checkbox" aria-label={`${b.subject} 선택`} checked={checked.includes(b._id)} onChange={() => toggle(b._id)} />,
                      BOARD_CATEGORY_TEXT[b.category],
                      b.thumb ? <img key="thumb" src={b.thumb.url} alt="" className={styles.rowThumb} /> : '—',
                      <Link key="subject" to="/console/boards/$boardId" params={{ boardId: b._id }} className={t.nowrap} title={b.subject}>
                        {b.pinned && '[고정] '}
                        {b.subject}
                      </Link>,
                      b.writer.name,
                      groupThousands(b.views),
                      String(b.commentCount),
                      <Badge key="shows" tone={b.shows ? 'outline' : 'muted'}>
                        {b.shows ? '노출' : '숨김'}
                      </Badge>,
                      formatDate(b.createdAt),
                      <span key="actions" className={t.rowActions}>
                        <Button size="sm" variant="ghost" onClick={() => setDeleting(b)} aria-label={`${b.subject} 삭제`}>
                          삭제
                        </Button>
                      </span>,
                    ],
                  })),
                ]}
              />
              {data.summary.totalCount > CONSOLE_BOARDS_PAGE_SIZE && (
                <div className={t.foot}>
                  <Pagination page={filter.page} total={data.summary.totalCount} pageSize={CONSOLE_BOARDS_PAGE_SIZE} onChange={(p) => go({ page: p })} />
                </div>
              )}
            </>
          )}
        </QueryView>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="게시글 삭제"
        message={`"${deleting?.subject ?? ''}"을(를) 삭제하시겠습니까? 댓글과 첨부파일도 함께 보이지 않게 되며 되돌릴 수 없습니다.`}
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutate(deleting!._id, { onSuccess: () => setDeleting(null), onError: alertError })}
      />
    </>
  );
}
