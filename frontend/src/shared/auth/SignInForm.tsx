import { useState, type FormEvent, type ReactNode } from 'react';
import { signIn } from '../api/client';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import styles from './SignInForm.module.css';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Prefilled username (e.g. right after joining); the password field then takes the focus. */
  initialUsername?: string;
  /**
   * How empty fields are reported: 'fields' (default) puts each message under its field and
   * focuses the first; 'form' shows the first one alone above the button (the console card).
   */
  emptyFields?: 'fields' | 'form';
  /** A status line above the fields, shown while there is no error (e.g. 가입 완료). */
  notice?: ReactNode;
  /** Space between the rows: 'roomy' (default, shop pages) or 'compact' (the console card). */
  density?: 'roomy' | 'compact';
  /**
   * Runs once the token flow has signed in, e.g. to check the scopes and navigate. An Error it
   * throws is shown above the button like a refused sign-in, and the password is cleared.
   */
  onSignedIn(): Promise<unknown>;
}

/**
 * The one sign-in form (아이디, 비밀번호, 로그인) of the shop's login page and the console:
 * checks both are filled, signs in with `signIn` (which also moves the signed-out cart to the
 * member's cart), then calls `onSignedIn`; a refusal shows the server's message and clears the
 * password.
 */
export function SignInForm({ initialUsername = '', emptyFields = 'fields', notice, density = 'roomy', onSignedIn }: SignInFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const missing = {
      username: username.trim() ? undefined : '아이디를 입력해주세요',
      password: password ? undefined : '비밀번호를 입력해주세요',
    };
    const first = missing.username ? 'username' : missing.password ? 'password' : null;
    if (emptyFields === 'fields') {
      setFieldErrors(missing);
      setError(null);
      if (first) {
        e.currentTarget.querySelector<HTMLInputElement>(`[name=${first}]`)?.focus();
        return;
      }
    } else if (first) {
      setError(missing[first]!);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await signIn(username.trim(), password);
      await onSignedIn();
    } catch (err) {
      setError(err instanceof Error ? err.message : '로그인하지 못했습니다');
      setPassword('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={`${styles.form} ${styles[density]}`} onSubmit={onSubmit} noValidate>
      {notice && !error && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
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
  );
}
