import { createFileRoute } from '@tanstack/react-router';
import { LeavePage } from '../../features/account/components/LeavePage';

/** /mypage/leave: leaving the shop (spec §2), inside the my-page layout and its guard. */
export const Route = createFileRoute('/mypage/leave')({
  component: LeavePage,
});
