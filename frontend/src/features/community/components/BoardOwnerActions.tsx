import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { MEMBER_BOARD_CATEGORIES, type BoardCategory } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button, ConfirmDialog } from '../../../shared/ui';
import { useMemberBoardWrites, useViewerId, viewerBoardQueryOptions } from '../api/member-boards';
import styles from './community.module.css';

/**
 * 수정 and 삭제 under a post in a member category, for its writer only (asked of the server with the
 * member's token: the page itself renders as a visitor). Delete asks first, then opens the list.
 */
export function BoardOwnerActions({ category, id }: { category: BoardCategory; id: string }) {
  const navigate = useNavigate();
  const viewer = useViewerId();
  const writable = MEMBER_BOARD_CATEGORIES.includes(category);
  const mine = useQuery({ ...viewerBoardQueryOptions(id, viewer ?? ''), enabled: writable && !!viewer, select: (d) => d.board.mine });
  const { remove } = useMemberBoardWrites();
  const [confirming, setConfirming] = useState(false);
  if (!mine.data) return null;
  return (
    <div className={styles.ownerActions}>
      <Link to="/community/$category/$boardId/modify" params={{ category, boardId: id }}>
        수정
      </Link>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
        삭제
      </Button>
      <ConfirmDialog
        open={confirming}
        title="게시글 삭제"
        message="게시글을 삭제하시겠습니까? 삭제하면 사진과 댓글도 함께 보이지 않으며 되돌릴 수 없습니다."
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => void navigate({ to: '/community/$category', params: { category }, replace: true }),
            onError: (e) => {
              setConfirming(false);
              alertError(e);
            },
          })
        }
      />
    </div>
  );
}
