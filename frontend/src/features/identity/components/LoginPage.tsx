import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { signIn, ApiRequestError } from '../../../shared/api/client';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { safeRedirect } from '../guards';
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
 * /login: username and password, signed in with the token flow. `signIn` also pushes the
 * signed-out cart to the member's cart and refreshes it; then the page goes to `redirect` or home.
 */
export function LoginPage({ redirect, username: initialUsername = '', joined }: LoginPageProps) {
  const navigate = useNavigate();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = {
      username: username.trim() ? undefined : '아이디를 입력해주세요',
      password: password ? undefined : '비밀번호를 입력해주세요',
    };
    setFieldErrors(next);
    setError(null);
    if (next.username || next.password) {
      e.currentTarget.querySelector<HTMLInputElement>(next.username ? '[name=username]' : '[name=password]')?.focus();
      return;
    }
    setPending(true);
    try {
      await signIn(username.trim(), password);
      await navigate({ href: safeRedirect(redirect), replace: true });
    } catch (err) {
      setError(err instanceof ApiRequestError || err instanceof Error ? err.message : '로그인하지 못했습니다');
      setPassword('');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className="eyebrow">Member Login</p>
        <h1 className={styles.title}>로그인</h1>
        <p className={styles.lead}>세라메종 회원 아이디로 로그인해주세요.</p>
      </header>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {joined && !error && <p className={styles.notice} role="status">회원가입이 완료되었습니다. 로그인해주세요.</p>}
        <TextField
          label="아이디"
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={fieldErrors.username}
          autoFocus={!initialUsername}
        />
        <TextField
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          autoFocus={!!initialUsername}
        />
        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" block loading={pending}>
          로그인
        </Button>
      </form>
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
