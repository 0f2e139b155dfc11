import { useState, type FormEvent } from 'react';
import { TRACKING_ID_PATTERNS, TRACKING_MESSAGES, TRACKING_PROVIDER_TEXT, type Setting, type TrackingProvider } from '@shop/contracts';
import { TextField } from '../../../shared/ui/TextField';
import t from '../../../shared/ui/work-table.module.css';
import { useSaveSiteSetting } from '../api/site-setting';
import { SettingSaveRow } from './SettingSaveRow';
import styles from './settings.module.css';

const FIELDS: { provider: TrackingProvider; message: string; placeholder: string }[] = [
  { provider: 'googleAds', message: TRACKING_MESSAGES.GOOGLE_ADS, placeholder: 'AW-123456789/AbCdEfGh' },
  { provider: 'naver', message: TRACKING_MESSAGES.NAVER, placeholder: 's_1a2b3c4d5e6f' },
  { provider: 'metaPixel', message: TRACKING_MESSAGES.META_PIXEL, placeholder: '1234567890123456' },
];

/**
 * The tracking part of the setting (issue 14; spec §1 tracking hooks): the id of each provider's
 * tag, empty to switch it off. The storefront loads a tag only after the visitor consents.
 */
export function TrackingSettingForm({ setting }: { setting: Setting }) {
  const save = useSaveSiteSetting();
  const [ids, setIds] = useState<Record<TrackingProvider, string>>({
    googleAds: setting.tracking?.googleAds ?? '',
    naver: setting.tracking?.naver ?? '',
    metaPixel: setting.tracking?.metaPixel ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<TrackingProvider, string>>>({});
  const [saved, setSaved] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const found = Object.fromEntries(FIELDS.filter((f) => !TRACKING_ID_PATTERNS[f.provider].test(ids[f.provider])).map((f) => [f.provider, f.message]));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ tracking: ids }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="광고·분석 추적 설정" noValidate>
      <h2 className={t.cardTitle}>광고·분석 추적</h2>
      <div className={styles.body}>
        <div className={styles.fields}>
          {FIELDS.map((f) => (
            <TextField
              key={f.provider}
              label={TRACKING_PROVIDER_TEXT[f.provider]}
              placeholder={f.placeholder}
              value={ids[f.provider]}
              onChange={(e) => setIds({ ...ids, [f.provider]: e.target.value.trim() })}
              error={errors[f.provider]}
            />
          ))}
        </div>
        <p className={t.subtle}>
          ID를 입력한 서비스만 켜지고, 비워두면 꺼집니다. 방문자가 쿠키 사용에 동의한 뒤에만 불러오며, 구매 전환에는 주문번호와 결제 금액만 보냅니다.
        </p>
        <SettingSaveRow error={save.error} saved={saved} pending={save.isPending} />
      </div>
    </form>
  );
}
