import { createFileRoute } from '@tanstack/react-router';
import { MyInfoPage } from '../../features/account/components/MyInfoPage';

/** /mypage/myinfo: the member's own info, after the password is checked again (spec §2), inside the my-page layout and its guard. */
export const Route = createFileRoute('/mypage/myinfo')({
  component: MyInfoPage,
});
