import { CertificationFailedError, CertificationForgedError } from '../identity-verification.errors.js';
import { KCP_SUCCESS, sameHash, type KcpCertCodec, type KcpCertPerson, type KcpCertReturn } from './kcp-cert.protocol.js';

/** The shop's side of KCP 본인인증: the request form, and the check of what KCP posts back. */
export class KcpCertClient {
  constructor(
    private readonly options: { siteCd: string; certUrl: string },
    private readonly codec: KcpCertCodec,
  ) {}

  /**
   * The form the request page posts to KCP's window: the site, a fresh `ordr_idxx`, mobile
   * verification (cert_method 01) with encrypted results, and `Ret_URL` where KCP posts the result.
   */
  requestForm(ordrIdxx: string, retUrl: string): { action: string; fields: Record<string, string> } {
    return {
      action: this.options.certUrl,
      fields: {
        site_cd: this.options.siteCd,
        ordr_idxx: ordrIdxx,
        req_tx: 'cert',
        cert_method: '01',
        cert_otp_use: 'Y',
        cert_enc_use_ext: 'Y',
        cert_able_yn: 'Y',
        web_siteid: '',
        Ret_URL: retUrl,
      },
    };
  }

  /**
   * The person KCP verified. Throws CertificationForgedError (400) when the site is not this
   * one or `dn_hash` does not sign `site_cd + ordr_idxx + cert_no` (checked before anything is
   * decrypted), or `enc_cert_data` does not decrypt; CertificationFailedError (422) when KCP
   * answered a failure or a cancellation.
   */
  verify(ret: KcpCertReturn): KcpCertPerson {
    if (ret.site_cd !== this.options.siteCd) throw new CertificationForgedError();
    if (ret.res_cd !== KCP_SUCCESS) throw new CertificationFailedError(ret.res_msg);
    const { cert_no: certNo, enc_cert_data: enc, dn_hash: dnHash } = ret;
    if (!certNo || !enc || !dnHash) throw new CertificationForgedError();
    if (!sameHash(dnHash.toLowerCase(), this.codec.dnHash(ret.site_cd, ret.ordr_idxx, certNo))) throw new CertificationForgedError();
    let person: KcpCertPerson;
    try {
      person = this.codec.decrypt(ret.site_cd, certNo, enc);
    } catch {
      throw new CertificationForgedError();
    }
    if (!person.ci || !person.di || !person.user_name || !person.phone_no) throw new CertificationForgedError();
    return person;
  }
}
