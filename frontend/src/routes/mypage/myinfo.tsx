import { createFileRoute } from '@tanstack/react-router';
import { MyInfoPage } from '../../features/account/components/MyInfoPage';
import { SocialAccountsCard } from '../../features/identity/components/SocialAccountsCard';

/**
 * /mypage/myinfo: the member's own info, after the password is checked again (spec §2), and the
 * Kakao and Naver accounts linked to it, inside the my-page layout and its guard.
 */
export const Route = createFileRoute('/mypage/myinfo')({
  component: MyInfoRoute,
});

function MyInfoRoute() {
  return (
    <>
      <MyInfoPage />
      <SocialAccountsCard />
    </>
  );
}
