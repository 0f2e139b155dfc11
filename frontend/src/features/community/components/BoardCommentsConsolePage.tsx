import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { BOARD_CATEGORY_TEXT, formatDateTime, type ConsoleBoardComment } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button, ConfirmDialog, Pagination } from '../../../shared/ui';
import { QueryView, WorkPageHead, WorkSearch, WorkTable } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { CONSOLE_BOARDS_PAGE_SIZE, consoleCommentsQueryOptions, useDeleteBoardComment } from '../api/console-boards';

/**
 * /console/board-comments (spec §2; §6 comments: admin02 and console): every comment, newest first,
 * by words in the comment or the writer; delete after a confirmation. Page and words in the URL.
 */
export function BoardCommentsConsolePage({ page, searchValue }: { page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useQuery(consoleCommentsQueryOptions(page, searchValue));
  const remove = useDeleteBoardComment();
  const [deleting, setDeleting] = useState<ConsoleBoardComment | null>(null);
  const go = (next: { page?: number; searchValue?: string }) =>
    void navigate({
      to: '/console/board-comments',
      search: { page: (next.page ?? 1) > 1 ? next.page : undefined, searchValue: (next.searchValue ?? searchValue) || undefined },
    });
  return (
    <>
      <WorkPageHead crumb="커뮤니티" title="댓글" count={query.data?.summary.totalCount} unit="건" />
      <section className={t.card} aria-label="댓글 목록">
        <WorkSearch id="comments-search" label="댓글 검색" placeholder="댓글·작성자로 검색" value={searchValue} onSearch={(v) => go({ searchValue: v })} />
        <QueryView query={query} what="댓글" isEmpty={(d) => d.comments.length === 0} empty={searchValue ? '검색 결과가 없습니다' : '등록된 댓글이 없습니다'}>
          {(data) => (
            <>
              <WorkTable
                head={['게시글', '댓글', '작성자', '작성일시', '관리']}
                rows={data.comments.map((c) => ({
                  key: c._id,
                  cells: [
                    c.board ? (
                      <Link key="board" to="/console/boards/$boardId" params={{ boardId: c.board._id }} className={t.nowrap} title={c.board.subject}>
                        [{BOARD_CATEGORY_TEXT[c.board.category]}] {c.board.subject}
                      </Link>
                    ) : (
                      '삭제된 게시글'
                    ),
                    <span key="content" className={t.nowrap} title={c.content}>
                      {c.content}
                    </span>,
                    `${c.writer.name} (${c.username})`,
                    formatDateTime(c.createdAt),
                    <span key="actions" className={t.rowActions}>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(c)} aria-label={`${c.writer.name}의 댓글 삭제`}>
                        삭제
                      </Button>
                    </span>,
                  ],
                }))}
              />
              {data.summary.totalCount > CONSOLE_BOARDS_PAGE_SIZE && (
                <div className={t.foot}>
                  <Pagination page={page} total={data.summary.totalCount} pageSize={CONSOLE_BOARDS_PAGE_SIZE} onChange={(p) => go({ page: p })} />
                </div>
              )}
            </>
          )}
        </QueryView>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="댓글 삭제"
        message="이 댓글을 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다."
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => remove.mutate({ boardId: deleting!._board, commentId: deleting!._id }, { onSuccess: () => setDeleting(null), onError: alertError })}
      />
    </>
  );
}
