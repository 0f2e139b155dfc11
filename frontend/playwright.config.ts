import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser suites: the built shop (backend serving frontend/dist) on a fresh DATA_DIR with the
 * demo catalogue, driven in Debian's Chromium (Playwright's own download is not used).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), 'shop-pw-'));
// Production-like engines when scripts/test.mjs names them; a schema and database of this run's own.
const own = `pw_${dataDir.split('-').pop()!.toLowerCase().replace(/\W/g, '_')}`;
const engines: Record<string, string> = {};
if (process.env.E2E_EVENT_STORE_URL) engines.EVENT_STORE_URL = `${process.env.E2E_EVENT_STORE_URL}?schema=${own}`;
if (process.env.E2E_READ_STORE_URL) engines.READ_STORE_URL = `${process.env.E2E_READ_STORE_URL.replace(/\/?$/, '/')}${own}`;
if (process.env.E2E_BUS_URL) engines.BUS_URL = `${process.env.E2E_BUS_URL}/${own}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Two files at a time (the machine has two cores; a file's tests run in order in one worker):
  // the whole suite took 33 min in one worker, 21 in two. Stories that change what the whole shop
  // shows (banners, the site setting, tracking ids) run on a shop of their own (e2e/own-shop.ts).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
    // At 390 px only the stories tagged @mobile: those whose path differs on a phone (the drawer, the search button, the
    // payment and verification windows) and the storefront's own pages. The rest lay out the same work a second time.
    {
      name: 'mobile-390',
      grep: /@mobile/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions },
    },
  ],
  webServer: {
    command: 'node --max-semi-space-size=8 ../backend/dist/main.js', // as `npm start`
    url: `http://127.0.0.1:${port}/api/v1/setting`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every test signs up its own members from this one address: the sign-up throttle (tested in the API suites) would stop the suite past 20.
    // MAIL_CATCHER=on: the suites read the e-mailed reset links from the shop's mail catcher (GET /mail-catcher/messages).
    // BANK_SIMULATOR_PAGE=on: the 1원 인증 suite reads the code of the 1원 deposit from the bank simulator (/bank-sim).
    env: { PORT: String(port), DATA_DIR: dataDir, THROTTLE_SIGN_UPS_PER_HOUR: '100000', MAIL_CATCHER: 'on', BANK_SIMULATOR_PAGE: 'on', ...engines },
  },
});
