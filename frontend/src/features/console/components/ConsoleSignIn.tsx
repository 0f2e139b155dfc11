import { useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@shop/contracts';
import { signOut } from '../../../shared/api/client';
import { SignInForm } from '../../../shared/auth/SignInForm';
import { canUseConsole, consoleRedirect } from '../guards';
import styles from './console.module.css';

/**
 * /console: operator sign-in. Uses the shop's token flow, then refuses a token without any of
 * the console scopes (console, admin02, admin03) ("접근 권한이 없습니다") and signs that session out again.
 */
export function ConsoleSignIn({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();

  // A token without the console scopes is refused here and its session ended at once.
  const onSignedIn = async () => {
    if (!canUseConsole()) {
      window.alert(MESSAGES.FORBIDDEN);
      await signOut();
      throw new Error(MESSAGES.FORBIDDEN);
    }
    await navigate({ href: consoleRedirect(redirect), replace: true });
  };

  return (
    <main className={styles.signinPage}>
      <div className={styles.signinCard}>
        <header className={styles.signinHead}>
          <p className={styles.signinMark}>CÉRAMAISON</p>
          <h1 className={styles.signinTitle}>관리자 로그인</h1>
        </header>
        <SignInForm emptyFields="form" density="compact" onSignedIn={onSignedIn} />
        <p className={styles.signinFoot}>
          <a href="/">쇼핑몰로 돌아가기</a>
        </p>
      </div>
    </main>
  );
}
