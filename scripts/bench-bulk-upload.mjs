#!/usr/bin/env node
/**
 * `npm run bench:bulk-upload` — how long the console's product bulk upload takes for 1,000 rows
 * (spec §2 console shop/bulk-upload; target: the import of 1,000 rows in under a minute on the
 * embedded engines). A script, not a test: it prints figures; it fails (exit 1) only when a row is
 * refused, a product is missing afterwards, or the second import changes something.
 *
 * What it does: starts the built backend (backend/dist/main.js; `npm run build` first when it is
 * missing) on a free 127.0.0.1 port with a fresh temp DATA_DIR and the embedded engines, signs in
 * as the console operator `root`, builds a workbook of BENCH_ROWS (default 1000) new products with
 * exceljs, then times: the template download, the dry run, the import (POST apply, then polling
 * the job every 100 ms until done: the job is done once the read models show every row), and the
 * same sheet imported again (every row unchanged). Then checks the console list counts the
 * products. The shop is stopped at the end, also on errors and Ctrl-C.
 */
import ExcelJS from 'exceljs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildIfMissing, startShop, stopOnInterrupt } from './lib/shop-process.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const ROOT_USER = { username: 'root', password: 'Ceramaison!2026' };
const COLUMNS = ['상품코드', '상품명', '카테고리코드', '브랜드코드', '가격', '원가', '재고', '노출', '판매', '할인단위', '할인', '원산지', '제조사'];

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function call(base, method, path, { token, headers = {}, body } = {}) {
  const res = await fetch(`${base}${path}`, { method, body, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()) };
}

function must(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

async function signIn(base) {
  const basic = Buffer.from(`${ROOT_USER.username}:${ROOT_USER.password}`).toString('base64');
  const { refreshToken } = must(await call(base, 'GET', '/api/auth/refreshToken', { headers: { authorization: `Basic ${basic}` } }), 200, 'sign in');
  return must(await call(base, 'GET', '/api/auth/accessToken', { token: refreshToken }), 200, 'access token').accessToken;
}

async function sheetOf(categoryCode, brandCode, run) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('상품');
  sheet.addRow(COLUMNS);
  for (let i = 1; i <= ROWS; i++)
    sheet.addRow([
      `bench-${run}-${i}`,
      `벤치 세면대 ${i}호`,
      categoryCode,
      brandCode,
      50_000 + i * 100,
      30_000,
      10 + (i % 50),
      'Y',
      'Y',
      i % 2 ? '원' : '%',
      i % 2 ? 5_000 : 10,
      '대한민국',
      '세라메종',
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const form = (file) => {
  const data = new FormData();
  data.append('file', new Blob([file]), 'products.xlsx');
  return data;
};

async function importSheet(base, token, file) {
  const t0 = performance.now();
  let { job } = must(await call(base, 'POST', '/api/console/shop/bulk-upload/apply', { token, body: form(file) }), 202, 'apply');
  while (job.status !== 'done') {
    await new Promise((r) => setTimeout(r, 100));
    ({ job } = must(await call(base, 'GET', `/api/console/shop/bulk-upload/jobs/${job.id}`, { token }), 200, 'job'));
  }
  return { job, ms: performance.now() - t0 };
}

async function main() {
  buildIfMissing();
  const shop = await startShop({ tempDataDir: 'ceramaison-bench-bulk-' });
  stopOnInterrupt('the shop');
  try {
    const token = await signIn(shop.base);
    const categoryCode = must(await call(shop.base, 'GET', '/api/v1/shop/categories'), 200, 'categories').categories[0].code;
    const brandCode = must(await call(shop.base, 'GET', '/api/v1/shop/brands'), 200, 'brands').brands[0].code;
    const run = Date.now().toString(36);
    const file = await sheetOf(categoryCode, brandCode, run);
    console.log(`bulk upload: ${ROWS} rows, sheet ${(file.length / 1024).toFixed(0)} KB`);

    let t = performance.now();
    must(await call(shop.base, 'GET', '/api/console/shop/bulk-upload/template', { token }), 200, 'template');
    const templateMs = performance.now() - t;
    t = performance.now();
    const dry = must(await call(shop.base, 'POST', '/api/console/shop/bulk-upload/dry-run', { token, body: form(file) }), 200, 'dry run').job;
    const dryMs = performance.now() - t;
    if (dry.summary.create !== ROWS) throw new Error(`dry run: ${JSON.stringify(dry.summary)}`);

    const first = await importSheet(shop.base, token, file);
    if (first.job.summary.create !== ROWS)
      throw new Error(`import: ${JSON.stringify(first.job.summary)} ${JSON.stringify(first.job.rows.find((r) => r.action === 'error'))}`);
    const again = await importSheet(shop.base, token, file);
    if (again.job.summary.unchanged !== ROWS) throw new Error(`second import changed something: ${JSON.stringify(again.job.summary)}`);
    const listed = must(await call(shop.base, 'GET', `/api/console/shop/products?q=bench-${run}-`, { token, headers: { limit: '1', skip: '0' } }), 200, 'list')
      .summary.totalCount;
    if (listed !== ROWS) throw new Error(`console list counts ${listed} of ${ROWS} products`);

    console.log(`  template download       ${fmt(templateMs)}`);
    console.log(`  dry run                 ${fmt(dryMs)}  (${((dryMs / ROWS) * 1000).toFixed(0)} µs/row)`);
    console.log(`  import (all created)    ${fmt(first.ms)}  (${(first.ms / ROWS).toFixed(1)} ms/row; target < 60 s)  ${first.ms < 60_000 ? 'OK' : 'SLOW'}`);
    console.log(`  same sheet again        ${fmt(again.ms)}  (${ROWS} unchanged, nothing written)`);
    console.log(
      `  load average            ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
