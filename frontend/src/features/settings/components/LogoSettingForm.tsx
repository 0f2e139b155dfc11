import { useRef, useState } from 'react';
import type { Setting } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import t from '../../../shared/ui/work-table.module.css';
import { useRemoveLogo, useUploadLogo } from '../api/logo';
import styles from './settings.module.css';

/**
 * The header's logo (spec §3 Setting logo): a picture uploaded here is stored as WebP (as every
 * console picture) and replaces the CÉRAMAISON wordmark in the shop's header; 삭제 brings the wordmark back.
 */
export function LogoSettingForm({ setting }: { setting: Setting }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState<string | null>(null);
  const error = upload.error ?? remove.error;
  const logo = setting.logo;
  return (
    <section className={styles.form} aria-label="로고 설정">
      <h2 className={t.cardTitle}>로고</h2>
      <div className={styles.body}>
        <div className={styles.logoPreview}>
          {logo ? (
            <img src={logo.url} alt="현재 로고" width={logo.width} height={logo.height} />
          ) : (
            <span className={t.subtle}>기본 워드마크(CÉRAMAISON)를 사용 중입니다.</span>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          aria-label="로고 이미지 파일"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            setDone(null);
            if (file) upload.mutate(file, { onSuccess: () => setDone('로고를 바꿨습니다.') });
          }}
        />
        <p className={t.subtle}>JPEG, PNG, WebP 또는 HEIC, 10MB 이하. 가로로 긴 투명 배경 이미지가 잘 어울립니다(헤더에서 높이 40px 안팎으로 표시).</p>
        {error && (
          <p role="alert" className={styles.error}>
            {error.message}
          </p>
        )}
        {done && (
          <p role="status" className={styles.saved}>
            {done}
          </p>
        )}
        <div className={styles.actions}>
          <Button size="sm" type="button" loading={upload.isPending} onClick={() => input.current?.click()}>
            {logo ? '로고 바꾸기' : '로고 올리기'}
          </Button>
          {logo && (
            <Button
              size="sm"
              variant="ghost"
              type="button"
              loading={remove.isPending}
              onClick={() => {
                setDone(null);
                remove.mutate(undefined, { onSuccess: () => setDone('기본 워드마크로 되돌렸습니다.') });
              }}
            >
              삭제
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
