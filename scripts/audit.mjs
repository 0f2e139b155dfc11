#!/usr/bin/env node
/**
 * Dependency audit gate: `npm audit --omit=dev --json` over the whole lockfile (every
 * workspace's production dependencies, the frontend's included: they ship to browsers).
 * Fails on a high or critical advisory unless audit-allowlist.json holds a reviewed entry for
 * it; fails on an allow-list entry that is malformed or expired, even offline, so an exception
 * is looked at again when its time is up. When the registry cannot be asked (offline, or a
 * mirror without the audit endpoint), it warns and passes, so offline test runs work;
 * AUDIT_STRICT=1 makes that a failure too (a release build, say).
 *
 * audit-allowlist.json: { "advisories": [ { "advisory": "GHSA-xxxx-xxxx-xxxx" (or its
 * https://github.com/advisories/… URL, or npm's advisory number), "package": "name",
 * "reason": "why it does not apply here", "reviewed": "YYYY-MM-DD", "expires": "YYYY-MM-DD" } ] }
 * An entry may be kept for at most a year after its review.
 *
 * Exit status 0 when nothing blocks, 1 otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const ALLOWLIST = join(root, 'audit-allowlist.json');
const BLOCKING = ['critical', 'high'];
const MAX_ALLOWANCE_DAYS = 366;
const strict = process.env.AUDIT_STRICT === '1';
const today = new Date().toISOString().slice(0, 10);

const problems = [];
const fail = (line) => problems.push(line);

/** The GHSA id in `text` (an id or a URL), lower-cased, or null. */
const ghsaOf = (text) => /GHSA(?:-[0-9a-z]{4}){3}/i.exec(String(text ?? ''))?.[0].toLowerCase() ?? null;
const isDate = (s) =>
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const daysBetween = (a, b) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/** The allow-list's entries, each checked; problems are recorded, valid entries returned. */
function readAllowlist() {
  if (!existsSync(ALLOWLIST)) return [];
  let doc;
  try {
    doc = JSON.parse(readFileSync(ALLOWLIST, 'utf8'));
  } catch (e) {
    fail(`audit-allowlist.json is not JSON: ${e.message}`);
    return [];
  }
  if (!Array.isArray(doc?.advisories)) {
    fail('audit-allowlist.json must be { "advisories": [ … ] }');
    return [];
  }
  const entries = [];
  doc.advisories.forEach((entry, i) => {
    const name = `audit-allowlist.json entry ${i + 1}${entry?.advisory ? ` (${entry.advisory})` : ''}`;
    const given = (k) => (typeof entry?.[k] === 'string' && entry[k].trim() !== '') || (k === 'advisory' && Number.isInteger(entry?.advisory));
    const missing = ['advisory', 'package', 'reason', 'reviewed', 'expires'].filter((k) => !given(k));
    if (missing.length) return fail(`${name}: missing ${missing.join(', ')}`);
    if (String(entry.reason).trim().length < 20) return fail(`${name}: the reason must say why the advisory does not apply here`);
    if (!isDate(entry.reviewed) || !isDate(entry.expires)) return fail(`${name}: reviewed and expires must be dates YYYY-MM-DD`);
    if (entry.reviewed > today) return fail(`${name}: reviewed ${entry.reviewed} is in the future`);
    if (entry.expires < today) return fail(`${name}: expired on ${entry.expires}; review it again (or upgrade ${entry.package}) and give it a new date`);
    if (daysBetween(entry.reviewed, entry.expires) > MAX_ALLOWANCE_DAYS) return fail(`${name}: expires more than a year after its review`);
    entries.push({ ...entry, ghsa: ghsaOf(entry.advisory), used: false });
  });
  return entries;
}

/** Runs npm audit; returns { report } or { unavailable: reason }; records a problem when npm itself fails. */
function runAudit() {
  const r = spawnSync('npm', ['audit', '--omit=dev', '--json', '--fetch-timeout=30000', '--fetch-retries=1'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  if (r.error?.code === 'ETIMEDOUT' || r.signal) return { unavailable: 'npm audit did not answer within 3 minutes' };
  if (r.error) {
    fail(`could not run npm audit: ${r.error.message}`);
    return {};
  }
  let report;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    fail(`npm audit printed no JSON (exit ${r.status}): ${(r.stdout || r.stderr).trim().slice(0, 500)}`);
    return {};
  }
  if (report.vulnerabilities && report.metadata) return { report };
  const reason =
    [report.message, report.error?.code, report.error?.summary, report.error?.detail].filter(Boolean).join(' ') || JSON.stringify(report).slice(0, 300);
  const network =
    /E(NOTFOUND|AI_AGAIN|CONNREFUSED|CONNRESET|TIMEDOUT|NETUNREACH|HOSTUNREACH|PIPE)|socket hang up|network|timed? ?out|request to .* failed|fetch failed/i.test(
      reason,
    );
  if (network || report.statusCode >= 400) return { unavailable: reason };
  fail(`npm audit failed: ${reason}`);
  return {};
}

/** Every advisory of the report (the `via` entries that are advisories, not packages), once each. */
function advisoriesOf(report) {
  const seen = new Map();
  for (const vuln of Object.values(report.vulnerabilities)) {
    for (const via of vuln.via ?? []) {
      if (typeof via !== 'object' || via === null) continue;
      const key = `${via.source ?? via.url}:${via.name}`;
      if (!seen.has(key)) seen.set(key, { ...via, ghsa: ghsaOf(via.url), nodes: vuln.nodes ?? [], fixAvailable: vuln.fixAvailable });
    }
  }
  return [...seen.values()];
}

function allows(entry, advisory) {
  if (entry.package !== advisory.name) return false;
  if (entry.ghsa && advisory.ghsa) return entry.ghsa === advisory.ghsa;
  return String(entry.advisory) === String(advisory.source) || entry.advisory === advisory.url;
}

const allowlist = readAllowlist();
const { report, unavailable } = runAudit();

if (unavailable) {
  const line = `npm audit got no report from the registry: ${unavailable}`;
  if (strict) fail(`${line} (AUDIT_STRICT=1)`);
  else
    console.warn(
      `\n  WARNING: ${line}\n  WARNING: production dependencies were NOT audited in this run. Run \`node scripts/audit.mjs\` where the registry is reachable.\n`,
    );
}

if (report) {
  const advisories = advisoriesOf(report);
  const counts = report.metadata.vulnerabilities ?? {};
  console.log(
    `npm audit of production dependencies (${report.metadata.dependencies?.prod ?? '?'} packages): ${advisories.length} advisories; vulnerable packages by severity: ` +
      ['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${s} ${counts[s] ?? 0}`).join(', '),
  );
  for (const a of advisories.filter((a) => BLOCKING.includes(a.severity))) {
    const entry = allowlist.find((e) => allows(e, a));
    const where = a.nodes.slice(0, 3).join(', ');
    if (entry) {
      entry.used = true;
      console.log(`  allowed until ${entry.expires}: ${a.severity} ${a.name} ${a.range} ${a.url} (${entry.reason})`);
    } else {
      fail(`${a.severity} ${a.name} ${a.range}: ${a.title} ${a.url}${where ? ` [${where}]` : ''}${a.fixAvailable ? ' (npm audit fix can upgrade it)' : ''}`);
    }
  }
  for (const a of advisories.filter((a) => !BLOCKING.includes(a.severity)))
    console.log(`  not blocking: ${a.severity} ${a.name} ${a.range}: ${a.title} ${a.url}`);
  for (const e of allowlist.filter((e) => !e.used))
    console.log(`  note: audit-allowlist.json entry ${e.advisory} (${e.package}) matches no advisory any more; remove it`);
}

if (problems.length) {
  console.error(`\nDependency audit FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  console.error(
    'Upgrade the package (npm update / npm install <pkg>@<fixed>), or, when the advisory truly does not apply, add a reviewed, dated entry to audit-allowlist.json.',
  );
  process.exit(1);
}
console.log(report ? 'Dependency audit passed.' : 'Dependency audit skipped (registry unreachable).');
