import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * KCP 휴대폰 본인인증 (cert_view) as the shop uses it. The request page posts a form to KCP's
 * window; KCP posts the result back to the shop's `Ret_URL` with `site_cd`, `ordr_idxx`,
 * `res_cd` ('0000' = success), `res_msg`, `cert_no`, `enc_cert_data` and `dn_hash`.
 * `dn_hash` signs `site_cd + ordr_idxx + cert_no`; `enc_cert_data` decrypts to the person:
 * `comm_id`, `phone_no`, `user_name`, `birth_day`, `sex_code`, `local_code`, `ci`, `di`.
 */

/** KCP's public test site code. */
export const KCP_TEST_SITE_CD = 'AO0QE';
/** KCP's certification windows (production and test). */
export const KCP_CERT_URL = 'https://cert.kcp.co.kr/kcp_cert/cert_view.jsp';
export const KCP_TEST_CERT_URL = 'https://testcert.kcp.co.kr/kcp_cert/cert_view.jsp';
/** `res_cd` of a successful verification. */
export const KCP_SUCCESS = '0000';

/** The fields KCP posts to Ret_URL. */
export interface KcpCertReturn {
  site_cd: string;
  ordr_idxx: string;
  res_cd: string;
  res_msg?: string;
  cert_no?: string;
  enc_cert_data?: string;
  dn_hash?: string;
}

/** The person in `enc_cert_data`, as KCP names the fields. */
export interface KcpCertPerson {
  /** 통신사: SKT, KTF, LGT, … */
  comm_id: string;
  phone_no: string;
  user_name: string;
  /** YYYYMMDD. */
  birth_day: string;
  /** '01' male, '02' female. */
  sex_code: string;
  /** '01' 내국인, '02' 외국인. */
  local_code: string;
  /** 연계정보 (88 characters): the same person everywhere. */
  ci: string;
  /** 중복가입확인정보 (64 characters): the same person on this site. */
  di: string;
}

const PERSON_FIELDS: (keyof KcpCertPerson)[] = ['comm_id', 'phone_no', 'user_name', 'birth_day', 'sex_code', 'local_code', 'ci', 'di'];

/**
 * KCP's cryptography of one site: the hash that signs a return and the decryption of its
 * person. With real KCP this is KCP's certification module keyed by the site's key; the
 * simulator's codec ({@link SimulatorCertCodec}) signs and seals the same shapes itself.
 */
export interface KcpCertCodec {
  /** The `dn_hash` of `site_cd + ordr_idxx + cert_no`. */
  dnHash(siteCd: string, ordrIdxx: string, certNo: string): string;
  /** The person of `enc_cert_data`; throws when it was changed or is not for this site and cert_no. */
  decrypt(siteCd: string, certNo: string, encCertData: string): KcpCertPerson;
}

/**
 * The simulator's codec: `dn_hash` is HMAC-SHA256 (hex) of `site_cd + ordr_idxx + cert_no` with
 * the site key; `enc_cert_data` is AES-256-GCM (key SHA-256 of the site key, additional data
 * `site_cd:cert_no`) of the person's fields as `name=value` pairs, base64url.
 */
export class SimulatorCertCodec implements KcpCertCodec {
  private readonly key: Buffer;
  constructor(private readonly siteKey: string) {
    this.key = createHash('sha256').update(siteKey).digest();
  }

  dnHash(siteCd: string, ordrIdxx: string, certNo: string): string {
    return createHmac('sha256', this.siteKey).update(`${siteCd}${ordrIdxx}${certNo}`).digest('hex');
  }

  /** Seals `person` as KCP's `enc_cert_data` for this site and cert_no. */
  encrypt(siteCd: string, certNo: string, person: KcpCertPerson): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`${siteCd}:${certNo}`));
    const plain = new URLSearchParams(PERSON_FIELDS.map((f): [string, string] => [f, person[f]])).toString();
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  decrypt(siteCd: string, certNo: string, encCertData: string): KcpCertPerson {
    const raw = Buffer.from(encCertData, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(`${siteCd}:${certNo}`));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const params = new URLSearchParams(plain);
    return Object.fromEntries(PERSON_FIELDS.map((f) => [f, params.get(f) ?? ''])) as unknown as KcpCertPerson;
  }
}

/** Whether two hex or text hashes are equal, in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
