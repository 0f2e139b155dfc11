import { Link, useNavigate } from '@tanstack/react-router';
import { SignInForm } from '../../../shared/auth/SignInForm';
import { buttonClassName } from '../../../shared/ui/Button';
import { safeRedirect } from '../guards';
import { SocialLoginButtons } from './SocialLoginButtons';
import styles from './identity.module.css';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /** Where to go after signing in (`?redirect=`). */
  redirect?: string;
  /** Prefilled username (e.g. right after joining). */
  username?: string;
  /** Shows the "가입 완료" notice above the form. */
  joined?: boolean;
}

/**
 * /login: the shared {@link SignInForm} (which also moves the signed-out cart to the member's
 * cart) with the "가입 완료" notice when joined, then `redirect` or home; links to find an
 * account and to join.
 */
export function LoginPage({ redirect, username, joined }: LoginPageProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className="eyebrow">Member Login</p>
        <h1 className={styles.title}>로그인</h1>
        <p className={styles.lead}>세라메종 회원 아이디로 로그인해주세요.</p>
      </header>
      <SignInForm
        initialUsername={username}
        notice={joined ? '회원가입이 완료되었습니다. 로그인해주세요.' : undefined}
        onSignedIn={() => navigate({ href: safeRedirect(redirect), replace: true })}
      />
      <SocialLoginButtons redirect={redirect} />
      <nav className={styles.links} aria-label="계정 찾기">
        <a href="/login/find-id">아이디 찾기</a>
        <span className={styles.divider} aria-hidden />
        <a href="/login/find-password">비밀번호 찾기</a>
      </nav>
      <div className={styles.joinBox}>
        <p>아직 회원이 아니신가요? 가입하고 주문과 배송을 한눈에 확인하세요.</p>
        <Link to="/join" className={buttonClassName('secondary', 'md', true)}>
          회원가입
        </Link>
      </div>
    </div>
  );
}
