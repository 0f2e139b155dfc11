import { useState } from 'react';
import type { MeVerifyResponse } from '@shop/contracts';
import { useMeInfo } from '../../../shared/api/me-info';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { MyInfoForm } from './MyInfoForm';
import { VerifyPasswordCard } from './VerifyPasswordCard';
import styles from './account.module.css';

/**
 * /mypage/myinfo (spec §2; §7 GET/PUT me/info, POST me/verify): the password is checked again,
 * then the member edits name, e-mail, phone and password. The proof lasts ten minutes; past it
 * the check comes back with a note.
 */
export function MyInfoPage() {
  const me = useMeInfo();
  const [proof, setProof] = useState<MeVerifyResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="myinfo-title">
      <header className={styles.pageHead}>
        <h2 id="myinfo-title" className={styles.pageTitle}>
          회원정보 수정
        </h2>
      </header>
      {me.isPending ? (
        <LoadingBlock label="회원정보를 불러오는 중입니다" />
      ) : me.isError ? (
        <LoadError compact title="회원정보를 불러오지 못했습니다" error={me.error} onRetry={me.refetch} />
      ) : proof ? (
        <MyInfoForm
          me={me.data}
          verification={proof.verification}
          onExpired={() => {
            setProof(null);
            setNotice('확인한 지 10분이 지나 비밀번호를 다시 확인합니다.');
          }}
        />
      ) : (
        <VerifyPasswordCard username={me.data.username} notice={notice} passwordSet={me.data.passwordSet !== false} onVerified={setProof} />
      )}
    </section>
  );
}
