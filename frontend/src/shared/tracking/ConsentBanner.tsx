import { useState } from 'react';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Dialog } from '../ui/Dialog';
import { chooseConsent, type Consent } from './consent';
import styles from './ConsentBanner.module.css';

/** The settings dialog of 선택(광고·분석): 필수 always on, 분석 and 광고 each by choice. */
function ConsentDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [choice, setChoice] = useState<Consent>({ ads: false, analytics: false });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="쿠키 설정"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button onClick={() => chooseConsent(choice)}>선택 저장</Button>
        </>
      }
    >
      <div className={styles.choices}>
        <div>
          <Checkbox label="필수 쿠키" checked disabled readOnly />
          <p className={styles.note}>로그인 유지, 장바구니 등 사이트 이용에 꼭 필요하며 항상 사용됩니다.</p>
        </div>
        <div>
          <Checkbox label="분석 쿠키" checked={choice.analytics} onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })} />
          <p className={styles.note}>방문한 페이지 통계를 모아 서비스를 개선합니다 (네이버 프리미엄 로그분석).</p>
        </div>
        <div>
          <Checkbox label="광고 쿠키" checked={choice.ads} onChange={(e) => setChoice({ ...choice, ads: e.target.checked })} />
          <p className={styles.note}>광고 성과를 측정하고 관심사에 맞는 광고를 보여드립니다 (Google 광고, 네이버 검색광고, Meta 픽셀).</p>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The cookie consent card (issue 14), shown until the visitor chooses: 필수만, 모두 허용, or
 * 선택(광고·분석) in a dialog. The choice is kept for a year; no tracker loads before it.
 */
export function ConsentBanner() {
  const [choosing, setChoosing] = useState(false);
  return (
    <section className={styles.banner} aria-label="쿠키 사용 동의">
      <p className={styles.text}>세라메종은 사이트 이용에 필요한 쿠키 외에, 동의하신 경우에만 방문 통계와 광고 성과 측정을 위한 쿠키를 사용합니다.</p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => chooseConsent({ ads: false, analytics: false })}>
          필수만
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setChoosing(true)} aria-haspopup="dialog">
          선택(광고·분석)
        </Button>
        <Button size="sm" onClick={() => chooseConsent({ ads: true, analytics: true })}>
          모두 허용
        </Button>
      </div>
      <ConsentDialog open={choosing} onClose={() => setChoosing(false)} />
    </section>
  );
}
