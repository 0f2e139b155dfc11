import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SOCIAL_PROVIDERS, SOCIAL_PROVIDER_TEXT, formatDate, type MeInfo, type SocialProvider } from '@shop/contracts';
import { meKeys, useMeInfo } from '../../../shared/api/me-info';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { socialAuthorizeHref, unlinkMySocialAccount } from '../api/social-login';
import styles from './social-login.module.css';

/** Where a link started from my-page comes back to once /login/sns-validate has linked it. */
const RETURN_TO = '/mypage/myinfo';

/**
 * SNS 계정 연결 on /mypage/myinfo: the member's Kakao and Naver links, each with 연결하기 (the
 * provider's login, then /login/sns-validate links it to this account) or 연결 해제 after a
 * confirmation. The server refuses to unlink the last way in of a member with no password.
 */
export function SocialAccountsCard() {
  const me = useMeInfo();
  const qc = useQueryClient();
  const [asked, setAsked] = useState<SocialProvider | null>(null);
  const unlink = useMutation({
    mutationFn: unlinkMySocialAccount,
    onSuccess: ({ socialAccounts }) => {
      qc.setQueryData<MeInfo>(meKeys.info(), (old) => (old ? { ...old, socialAccounts } : old));
      setAsked(null);
    },
  });
  return (
    <section aria-labelledby="sns-accounts-title" className={styles.accounts}>
      <h3 id="sns-accounts-title" className={styles.accountsTitle}>
        SNS 계정 연결
      </h3>
      <p className={styles.hint}>연결한 카카오·네이버 계정으로 비밀번호 없이 로그인할 수 있습니다.</p>
      {me.isPending ? (
        <LoadingBlock label="연결된 계정을 불러오는 중입니다" />
      ) : me.isError ? (
        <LoadError compact title="연결된 계정을 불러오지 못했습니다" error={me.error} onRetry={me.refetch} />
      ) : (
        <ul className={styles.accountList}>
          {SOCIAL_PROVIDERS.map((provider) => {
            const linked = me.data.socialAccounts?.find((a) => a.provider === provider);
            const name = SOCIAL_PROVIDER_TEXT[provider];
            return (
              <li key={provider} className={styles.accountRow}>
                <span className={`${styles.badge} ${styles[provider]}`}>{name}</span>
                <span className={styles.accountState}>{linked ? `${formatDate(linked.linkedAt)} 연결됨` : '연결되지 않음'}</span>
                {linked ? (
                  <Button variant="secondary" size="sm" onClick={() => setAsked(provider)}>
                    연결 해제
                  </Button>
                ) : (
                  <a className={styles.accountLink} href={socialAuthorizeHref(provider, RETURN_TO)}>
                    연결하기
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {unlink.isError && (
        <p className={styles.accountError} role="alert">
          {unlink.error.message}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        title="SNS 계정 연결 해제"
        message={
          asked
            ? `${SOCIAL_PROVIDER_TEXT[asked]} 계정 연결을 해제하시겠습니까? 해제하면 ${SOCIAL_PROVIDER_TEXT[asked]} 로그인으로 이 계정에 들어올 수 없습니다.`
            : ''
        }
        confirmText="연결 해제"
        loading={unlink.isPending}
        onConfirm={() => asked && unlink.mutate(asked)}
        onCancel={() => {
          setAsked(null);
          unlink.reset();
        }}
      />
    </section>
  );
}
