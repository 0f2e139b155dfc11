import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { SOCIAL_PROVIDER_TEXT, type SocialLinkRequiredResponse } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { completeSignIn } from '../../../shared/api/client';
import { meKeys } from '../../../shared/api/me-info';
import { useIsSignedIn } from '../../../shared/stores/session';
import { Button } from '../../../shared/ui/Button';
import { buttonClassName } from '../../../shared/ui/Button';
import { Tabs } from '../../../shared/ui/Tabs';
import { safeRedirect } from '../guards';
import { linkMySocialAccount, socialCallback, type SocialCallbackBody } from '../api/social-login';
import { SocialJoinForm } from './SocialJoinForm';
import { SocialLinkForm } from './SocialLinkForm';
import styles from './identity.module.css';
import social from './social-login.module.css';

/** Props of {@link SnsValidatePage}: the query the provider sent the browser back with. */
export type SnsValidatePageProps = Partial<SocialCallbackBody>;

type Step = { kind: 'checking' } | { kind: 'failed'; message: string } | { kind: 'first'; answer: SocialLinkRequiredResponse; returnTo: string };
type Choice = 'join' | 'link';

const TABS: { value: Choice; label: string }[] = [
  { value: 'join', label: '새로 가입하기' },
  { value: 'link', label: '기존 회원 계정 연결' },
];

/**
 * /login/sns-validate: hands the provider's answer to the server once. A linked account is
 * signed in straight away and taken where the login started; a first login chooses between
 * joining (terms step) and linking an existing account (ID and password), or, for a member
 * already signed in (연결하기 on /mypage/myinfo), links to that account; a refusal (declined
 * consent, expired state, withdrawn member) shows the server's Korean message with a way back.
 */
export function SnsValidatePage({ state, code, error, error_description }: SnsValidatePageProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [choice, setChoice] = useState<Choice>('join');
  const sent = useRef(false);
  const signedInAlready = useIsSignedIn();

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    (async () => {
      try {
        const answer = await socialCallback({ state: state ?? '', code, error, error_description });
        if (answer.status === 'SIGNED_IN') {
          await completeSignIn(answer.refreshToken);
          await navigate({ href: safeRedirect(answer.returnTo), replace: true });
          return;
        }
        setStep({ kind: 'first', answer, returnTo: answer.returnTo });
      } catch (err) {
        setStep({ kind: 'failed', message: err instanceof Error ? err.message : '로그인하지 못했습니다. 다시 시도해주세요.' });
      }
    })();
  }, [state, code, error, error_description, navigate]);

  const signedIn = async (refreshToken: string, returnTo: string) => {
    await completeSignIn(refreshToken);
    await navigate({ href: safeRedirect(returnTo), replace: true });
  };

  if (step.kind === 'checking') {
    return (
      <div className={styles.page}>
        <p className={social.status} role="status">
          로그인 정보를 확인하고 있습니다…
        </p>
      </div>
    );
  }
  if (step.kind === 'failed') {
    return (
      <div className={styles.page}>
        <header className={styles.head}>
          <p className="eyebrow">Social Login</p>
          <h1 className={styles.title}>로그인하지 못했습니다</h1>
        </header>
        <p className={styles.formError} role="alert">
          {step.message}
        </p>
        <div className={social.actions}>
          <Link to="/login" className={buttonClassName('primary', 'lg', true)}>
            로그인 화면으로
          </Link>
        </div>
      </div>
    );
  }
  const { answer, returnTo } = step;
  const name = SOCIAL_PROVIDER_TEXT[answer.provider];
  if (signedInAlready) return <LinkToSignedIn ticket={answer.ticket} name={name} provider={answer.provider} returnTo={returnTo} />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <span className={`${social.badge} ${social[answer.provider]}`}>{name} 계정 확인 완료</span>
        <h1 className={styles.title}>처음 오셨네요</h1>
        <p className={styles.lead}>{name} 계정으로 세라메종을 처음 이용하십니다. 새로 가입하시거나, 이미 회원이시면 기존 계정에 연결해주세요.</p>
      </header>
      <Tabs<Choice> tabs={TABS} value={choice} onChange={setChoice} label="가입 또는 연결" panelId="sns-panel" className={social.tabs} />
      <div id="sns-panel" role="tabpanel">
        {choice === 'join' ? (
          <SocialJoinForm ticket={answer.ticket} provider={answer.provider} profile={answer.profile} onJoined={(token) => signedIn(token, returnTo)} />
        ) : (
          <SocialLinkForm ticket={answer.ticket} provider={answer.provider} onLinked={(token) => signedIn(token, returnTo)} />
        )}
      </div>
    </div>
  );
}

/** A first social login of a member already signed in: link it to their account with one click. */
function LinkToSignedIn({ ticket, name, provider, returnTo }: { ticket: string; name: string; provider: 'kakao' | 'naver'; returnTo: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const link = async () => {
    setBusy(true);
    try {
      await linkMySocialAccount(ticket);
      await qc.invalidateQueries({ queryKey: meKeys.info() });
      await navigate({ href: safeRedirect(returnTo), replace: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : '연결하지 못했습니다. 다시 시도해주세요.');
      setBusy(false);
    }
  };
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <span className={`${social.badge} ${social[provider]}`}>{name} 계정 확인 완료</span>
        <h1 className={styles.title}>계정 연결</h1>
        <p className={styles.lead}>
          로그인한 계정에 이 {name} 계정을 연결합니다. 연결하면 다음부터 {name} 로그인으로 바로 들어올 수 있습니다.
        </p>
      </header>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <div className={social.actions}>
        <Button size="lg" block loading={busy} onClick={() => void link()}>
          {name} 계정 연결하기
        </Button>
        <Link to="/mypage/myinfo" className={buttonClassName('secondary', 'lg', true)}>
          취소
        </Link>
      </div>
    </div>
  );
}
