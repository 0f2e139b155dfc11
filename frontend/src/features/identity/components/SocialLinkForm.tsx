import { useState, type FormEvent } from 'react';
import { SOCIAL_PROVIDER_TEXT, type SocialProvider } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { socialLink } from '../api/social-login';
import styles from './identity.module.css';
import social from './social-login.module.css';

/** Props of {@link SocialLinkForm}. */
export interface SocialLinkFormProps {
  ticket: string;
  provider: SocialProvider;
  /** Runs with the refresh token once the account is linked. */
  onLinked(refreshToken: string): Promise<unknown>;
}

/** Links the provider account to an existing member: their ID and password, checked by the server; its refusal is shown and the password cleared. */
export function SocialLinkForm({ ticket, provider, onLinked }: SocialLinkFormProps) {
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
      const { refreshToken } = await socialLink({ ticket, username: username.trim(), password });
      await onLinked(refreshToken);
    } catch (err) {
      setError(err instanceof Error ? err.message : '계정을 연결하지 못했습니다');
      setPassword('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={social.hint}>
        세라메종 아이디와 비밀번호를 확인하면 {SOCIAL_PROVIDER_TEXT[provider]} 계정이 연결되어, 다음부터 {SOCIAL_PROVIDER_TEXT[provider]} 로그인으로 바로
        로그인하실 수 있습니다.
      </p>
      <TextField
        label="아이디"
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" block loading={pending}>
        계정 연결하고 로그인
      </Button>
    </form>
  );
}
