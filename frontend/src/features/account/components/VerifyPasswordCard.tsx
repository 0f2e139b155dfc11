import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { MeVerifyResponse } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { useVerifyPassword } from '../api/my-account';
import styles from './account.module.css';

/** 비밀번호 확인: the member types the password again before the info is shown for editing (spec §7 POST me/verify). */
export function VerifyPasswordCard({
  username,
  notice,
  passwordSet = true,
  onVerified,
}: {
  username: string;
  notice: string | null;
  /** False for a member who joined with Kakao or Naver and has not set a password: they are sent to set one. */
  passwordSet?: boolean;
  onVerified(proof: MeVerifyResponse): void;
}) {
  const verify = useVerifyPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('비밀번호를 입력해주세요');
      return;
    }
    try {
      onVerified(await verify.mutateAsync(password));
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : '확인하지 못했습니다. 잠시 후 다시 시도해주세요.');
    }
  };
  return (
    <form className={styles.verify} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="verify-title">
      <h3 id="verify-title" className={styles.verifyTitle}>
        비밀번호 확인
      </h3>
      <p className={styles.lead}>회원님의 정보를 안전하게 보호하기 위해 비밀번호를 다시 한 번 확인합니다.</p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {!passwordSet && (
        <p className={styles.notice} role="status">
          SNS 계정으로 가입하셔서 아직 비밀번호가 없습니다.{' '}
          <Link to="/login/find-password" className={styles.inlineLink}>
            비밀번호 찾기
          </Link>
          에서 비밀번호를 설정한 뒤 이용해주세요.
        </p>
      )}
      <TextField label="아이디" value={username} readOnly disabled />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        value={password}
        error={error}
        maxLength={100}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" size="lg" block loading={verify.isPending}>
        확인
      </Button>
    </form>
  );
}
