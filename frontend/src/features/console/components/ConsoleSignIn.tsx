import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@shop/contracts';
import { signIn, signOut } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { CONSOLE_SCOPES, consoleRedirect, hasScope } from '../guards';
import styles from './console.module.css';

/**
 * /console: operator sign-in. Uses the shop's token flow, then refuses a token without the
 * console or admin03 scope ("접근 권한이 없습니다") and signs that session out again.
 */
export function ConsoleSignIn({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError(!username.trim() ? '아이디를 입력해주세요' : '비밀번호를 입력해주세요');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await signIn(username.trim(), password);
      if (!hasScope(CONSOLE_SCOPES)) {
        window.alert(MESSAGES.FORBIDDEN);
        await signOut();
        setError(MESSAGES.FORBIDDEN);
        setPassword('');
        return;
      }
      await navigate({ href: consoleRedirect(redirect), replace: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : '로그인하지 못했습니다');
      setPassword('');
    } finally {
      setPending(false);
    }
  };

  return (
    <main className={styles.signinPage}>
      <div className={styles.signinCard}>
        <header className={styles.signinHead}>
          <p className={styles.signinMark}>CÉRAMAISON</p>
          <h1 className={styles.signinTitle}>관리자 로그인</h1>
        </header>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField label="아이디" name="username" autoComplete="username" autoCapitalize="off" spellCheck={false} autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
          <TextField label="비밀번호" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" block loading={pending}>
            로그인
          </Button>
        </form>
        <p className={styles.signinFoot}>
          <a href="/">쇼핑몰로 돌아가기</a>
        </p>
      </div>
    </main>
  );
}
