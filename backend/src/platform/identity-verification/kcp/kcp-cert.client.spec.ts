import { CertificationFailedError, CertificationForgedError } from '../identity-verification.errors.js';
import { KcpCertClient } from './kcp-cert.client.js';
import { KCP_TEST_SITE_CD, SimulatorCertCodec, type KcpCertPerson } from './kcp-cert.protocol.js';

const codec = new SimulatorCertCodec('site-key');
const client = new KcpCertClient({ siteCd: KCP_TEST_SITE_CD, certUrl: '/kcpcert-sim/cert_view' }, codec);
const person: KcpCertPerson = {
  comm_id: 'SKT',
  phone_no: '01012345678',
  user_name: '김세라',
  birth_day: '19900315',
  sex_code: '02',
  local_code: '01',
  ci: 'C'.repeat(88),
  di: 'D'.repeat(64),
};
const genuine = (certNo = '2026112700001') => ({
  site_cd: KCP_TEST_SITE_CD,
  ordr_idxx: 'CM2026112700000001',
  res_cd: '0000',
  cert_no: certNo,
  enc_cert_data: codec.encrypt(KCP_TEST_SITE_CD, certNo, person),
  dn_hash: codec.dnHash(KCP_TEST_SITE_CD, 'CM2026112700000001', certNo),
});

describe('KCP 본인인증 return check', () => {
  it('decrypts the person of a return signed over site_cd + ordr_idxx + cert_no', () => expect(client.verify(genuine())).toEqual(person));
  it('refuses a dn_hash made with another key', () =>
    expect(() =>
      client.verify({ ...genuine(), dn_hash: new SimulatorCertCodec('other').dnHash(KCP_TEST_SITE_CD, 'CM2026112700000001', '2026112700001') }),
    ).toThrow(CertificationForgedError));
  it('refuses data sealed for another cert_no, even with a matching hash', () => {
    const other = genuine('2026112700002');
    expect(() => client.verify({ ...genuine(), enc_cert_data: other.enc_cert_data })).toThrow(CertificationForgedError);
  });
  it('refuses another site’s return', () => expect(() => client.verify({ ...genuine(), site_cd: 'XXXXX' })).toThrow(CertificationForgedError));
  it('answers a failure code as a failed verification', () =>
    expect(() => client.verify({ site_cd: KCP_TEST_SITE_CD, ordr_idxx: 'x', res_cd: '9999', res_msg: '취소' })).toThrow(CertificationFailedError));
  it('builds the request form with the site, order number and Ret_URL', () =>
    expect(client.requestForm('CM1', '/api/v1/users/certify/return')).toMatchObject({
      action: '/kcpcert-sim/cert_view',
      fields: { site_cd: 'AO0QE', ordr_idxx: 'CM1', req_tx: 'cert', cert_method: '01', Ret_URL: '/api/v1/users/certify/return' },
    }));
});
