import { openBankingConfig } from './open-banking.config.js';

const real = {
  OPENBANKING_CLIENT_ID: 'id',
  OPENBANKING_CLIENT_SECRET: 'secret',
  OPENBANKING_CLIENT_USE_CODE: 'M202612345',
  OPENBANKING_CNTR_ACCOUNT_NUM: '1002123456789',
  OPENBANKING_WD_PASS_PHRASE: 'phrase',
};

describe('open banking settings', () => {
  it('uses the in-process bank simulator when no client id is set, its transfers readable outside production', () => {
    expect(openBankingConfig({})).toMatchObject({ simulated: true, transfersHttp: true });
    expect(openBankingConfig({ NODE_ENV: 'production' })).toMatchObject({ simulated: true, transfersHttp: false });
    expect(openBankingConfig({ NODE_ENV: 'production', BANK_SIMULATOR_PAGE: 'on' })).toMatchObject({ transfersHttp: true });
  });
  it('calls 금융결제원 with a client id, its secret, 이용기관코드, contracted account and pass phrase; never shows transfers', () =>
    expect(openBankingConfig(real)).toMatchObject({
      simulated: false,
      apiUrl: 'https://openapi.openbanking.or.kr',
      clientUseCode: 'M202612345',
      transfersHttp: false,
    }));
  it('takes the test bed from OPENBANKING_API_URL', () =>
    expect(openBankingConfig({ ...real, OPENBANKING_API_URL: 'https://testapi.openbanking.or.kr' }).apiUrl).toBe('https://testapi.openbanking.or.kr'));
  it('refuses to start with a client id but without its secret or a 10-character 이용기관코드', () => {
    expect(() => openBankingConfig({ ...real, OPENBANKING_CLIENT_SECRET: '' })).toThrow('OPENBANKING_CLIENT_SECRET');
    expect(() => openBankingConfig({ ...real, OPENBANKING_CLIENT_USE_CODE: 'M2026' })).toThrow('이용기관코드');
  });
});
