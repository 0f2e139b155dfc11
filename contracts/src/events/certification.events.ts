/**
 * A person proved who they are with KCP's 휴대폰 본인인증. The CI and DI are sealed (AES-256-GCM,
 * context `certification:{id}:ci|di`); `ciHash` (SHA-256) names the person without revealing the CI.
 */
export interface IdentityCertified {
  type: 'IdentityCertified';
  data: {
    certificationId: string;
    name: string;
    /** Digits only. */
    phone: string;
    /** YYYYMMDD. */
    birthDay: string;
    /** KCP sex_code: '01' male, '02' female. */
    sexCode: string;
    ci: string;
    di: string;
    ciHash: string;
    certifiedAt: string;
    expiresAt: string;
  };
}
/** The certification was spent on a sign-up or a password reset; it cannot be used again. */
export interface CertificationUsed {
  type: 'CertificationUsed';
  data: { certificationId: string; purpose: 'SIGN_UP' | 'RESET_PASSWORD' | 'PROMOTER_REQUEST' | 'BONUS_WITHDRAWAL'; userId: string; usedAt: string };
}
export type CertificationEvent = IdentityCertified | CertificationUsed;
