import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

describe('configuration', () => {
  it('defaults every engine to its embedded adapter', () => {
    const c = loadConfig({ DATA_DIR: dataDir() });
    expect(c).toMatchObject({ port: 3000, eventStoreUrl: null, readStoreUrl: null, busUrl: null, seed: true });
  });

  it('opens the API to no other origin unless CORS_ORIGINS names them exactly', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).corsOrigins).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: ' https://admin.ceramaison.kr, http://localhost:5173/ ' }).corsOrigins).toEqual([
      'https://admin.ceramaison.kr',
      'http://localhost:5173',
    ]);
  });

  it.each(['*', 'admin.ceramaison.kr', 'https://ceramaison.kr/path', 'ftp://ceramaison.kr', 'https://*.ceramaison.kr', 'null'])(
    'refuses CORS_ORIGINS=%s, which is not an exact origin',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: value })).toThrow('CORS_ORIGINS');
    },
  );

  it('keeps the token secret in DATA_DIR so sessions survive a restart', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(loadConfig({ DATA_DIR: dir }).tokenSecret);
  });

  it.each([
    ['EVENT_STORE_URL', 'mysql://x'],
    ['READ_STORE_URL', 'redis://x'],
    ['BUS_URL', 'http://broker:9092'],
    ['BUS_URL', 'kafka://broker:9092/bad prefix'],
    ['PORT', 'eighty'],
    ['PUBLIC_URL', 'ceramaison.kr'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuses to start with a bad %s rather than run half-configured', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });

  it('links pages to PUBLIC_URL, by default the local address, and finds the server renderer beside the built frontend', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    const c = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://ceramaison.kr/', FRONTEND_DIST: '/srv/shop/dist' });
    expect(c).toMatchObject({ publicUrl: 'https://ceramaison.kr', frontendSsr: '/srv/shop/dist-ssr/entry-server.js' });
  });

  it('logs JSON at info unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).logging).toEqual({ level: 'info', pretty: false });
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'Debug', LOG_PRETTY: '1' }).logging).toEqual({ level: 'debug', pretty: true });
  });

  it('accepts production engine URLs', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), EVENT_STORE_URL: 'esdb://eventstore:2113?tls=false' }).eventStoreUrl).toBe('esdb://eventstore:2113?tls=false');
    const c = loadConfig({
      DATA_DIR: dataDir(),
      EVENT_STORE_URL: 'postgres://u:p@db:5432/shop',
      READ_STORE_URL: 'mongodb://mongo:27017/shop',
      BUS_URL: 'kafka://k1:9092,k2:9092',
    });
    expect(c).toMatchObject({ eventStoreUrl: 'postgres://u:p@db:5432/shop', readStoreUrl: 'mongodb://mongo:27017/shop', busUrl: 'kafka://k1:9092,k2:9092' });
  });
});
