import { useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { BUSINESS_CERTIFICATE_MAX_BYTES, uploadBusinessCertificate } from '../api/sign-up';
import styles from './identity.module.css';

/** Props of {@link BusinessCertificateField}. */
export interface BusinessCertificateFieldProps {
  /** The uploaded certificate's id, or '' before one is uploaded. */
  value: string;
  error?: string | null;
  onChange(id: string): void;
}

/**
 * 사업자등록증 on the join form (기업회원): pick a PDF or a photo, which is uploaded at once and
 * named at sign-up; the file name shows with 변경, and the server's refusal (not a PDF or picture,
 * over 10 MB) shows under the field.
 */
export function BusinessCertificateField({ value, error, onChange }: BusinessCertificateFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure ?? error ?? null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (file.size > BUSINESS_CERTIFICATE_MAX_BYTES) {
      setFailure('사업자등록증은 10MB 이하로 올려주세요');
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadBusinessCertificate(file));
      setName(file.name);
    } catch (err) {
      setFailure(err instanceof ApiRequestError ? err.message : '사업자등록증을 올리지 못했습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.certificate}>
      <label htmlFor={id} className={styles.certificateLabel}>
        사업자등록증 <span aria-hidden>*</span>
      </label>
      <div className={styles.certificateRow}>
        <span className={styles.certificateName} aria-live="polite">
          {busy ? '올리는 중…' : value && name ? name : '선택된 파일 없음'}
        </span>
        <Button type="button" variant="secondary" size="sm" loading={busy} onClick={() => input.current?.click()}>
          {value ? '변경' : '파일 선택'}
        </Button>
      </div>
      <input
        ref={input}
        id={id}
        name="businessCertificate"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp,image/heic,.heic"
        className={styles.certificateInput}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className={shown ? styles.fieldError : styles.certificateHint} role={shown ? 'alert' : undefined}>
        {shown ?? 'PDF 또는 JPG, PNG, HEIC 이미지, 10MB 이하. 가입 심사에만 쓰이며 관리자만 볼 수 있습니다.'}
      </p>
    </div>
  );
}
