import { Inject, Injectable } from '@nestjs/common';
import type { ConsoleTerm, ConsoleTermSummary, ConsoleTermVersion, Term, TermAgreement, TermResponse, TermsVersionStatus } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../platform/read-store/regex.js';
import { TermsNotFoundError, TermsVersionNotFoundError } from '../content.errors.js';
import { TERMS, type TermDoc } from '../projections/terms.projection.js';

const term = ({ code, title, required, version, effectiveAt, content }: TermDoc): Term => ({ code, title, required, version, effectiveAt, content });

/**
 * Reads of the terms read model, and the terms facts sign-up records (spec §3 User sign-up
 * `_terms`, §7 Terms and console terms). The version in effect at a time is the highest one whose
 * effective date has come; visitors see only versions in effect or past (a scheduled version stays
 * with staff until its date), and a term none of whose versions is in effect yet not at all.
 */
@Injectable()
export class TermsQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The version in effect at `now` (ISO) of every term that has one, by index then code. */
  async current(now: string): Promise<Term[]> {
    const docs = await this.store.collection<TermDoc>(TERMS).find({ effectiveAt: { $lte: now } }, { sort: { index: 1, code: 1, version: -1 } });
    return [...byCode(docs).values()].map((versions) => term(versions[0]!));
  }

  /** One term in effect at `now` and its versions in effect or past, newest first. Throws TermsNotFoundError (404) when none has taken effect. */
  async one(code: string, now: string): Promise<TermResponse> {
    const versions = await this.shown(code, now);
    return { term: term(versions[0]!), versions: versions.map(({ version, effectiveAt, title }) => ({ version, effectiveAt, title })) };
  }

  /**
   * An earlier (or the current) version of a term to read (spec §2 /terms/{code}), with the same
   * list of versions. Throws TermsNotFoundError (404) for no term in effect, TermsVersionNotFoundError
   * (404) for a version that does not exist or is still scheduled.
   */
  async version(code: string, version: number, now: string): Promise<TermResponse> {
    const versions = await this.shown(code, now);
    const one = versions.find((v) => v.version === version);
    if (!one) throw new TermsVersionNotFoundError();
    return { term: term(one), versions: versions.map(({ version: v, effectiveAt, title }) => ({ version: v, effectiveAt, title })) };
  }

  /** The console's list (spec §7 console terms): every term by index then code, by words of its code or title, with the version in force at `now` and the next one scheduled. */
  async consoleList(now: string, words = ''): Promise<ConsoleTermSummary[]> {
    const docs = await this.store.collection<TermDoc>(TERMS).find({}, { sort: { index: 1, code: 1, version: -1 } });
    const re = words ? new RegExp(escapeRegex(words), 'i') : null;
    return [...byCode(docs).values()]
      .map((versions): ConsoleTermSummary => {
        const latest = versions[0]!;
        const current = versions.find((v) => v.effectiveAt <= now);
        const next = versions.filter((v) => v.effectiveAt > now).at(-1);
        return {
          code: latest.code,
          title: latest.title,
          required: latest.required,
          index: latest.index,
          current: current ? { version: current.version, effectiveAt: current.effectiveAt } : null,
          next: next ? { version: next.version, effectiveAt: next.effectiveAt } : null,
          versionCount: versions.length,
        };
      })
      .filter((t) => !re || re.test(t.code) || re.test(t.title));
  }

  /** One term with all its versions, newest first, each marked in force, past or scheduled at `now`. Throws TermsNotFoundError (404). */
  async consoleOne(code: string, now: string): Promise<ConsoleTerm> {
    const versions = await this.store.collection<TermDoc>(TERMS).find({ code }, { sort: { version: -1 } });
    if (!versions.length) throw new TermsNotFoundError();
    const inForce = versions.find((v) => v.effectiveAt <= now)?.version;
    const status = (v: TermDoc): TermsVersionStatus => (v.effectiveAt > now ? 'scheduled' : v.version === inForce ? 'inForce' : 'past');
    const latest = versions[0]!;
    return {
      code,
      title: latest.title,
      required: latest.required,
      index: latest.index,
      versions: versions.map((v): ConsoleTermVersion => ({
        version: v.version,
        title: v.title,
        required: v.required,
        effectiveAt: v.effectiveAt,
        content: v.content,
        status: status(v),
        publishedAt: v.publishedAt,
        revisedAt: v.revisedAt ?? null,
      })),
    };
  }

  /** The index a new term takes: one past the last. */
  async nextIndex(): Promise<number> {
    const [last] = await this.store.collection<TermDoc>(TERMS).find({}, { sort: { index: -1 }, limit: 1 });
    return last ? last.index + 1 : 0;
  }

  /** A term's versions in effect or past at `now`, newest first; throws TermsNotFoundError when none is. */
  private async shown(code: string, now: string): Promise<TermDoc[]> {
    const versions = await this.store.collection<TermDoc>(TERMS).find({ code, effectiveAt: { $lte: now } }, { sort: { version: -1 } });
    if (!versions.length) throw new TermsNotFoundError();
    return versions;
  }

  /**
   * What a sign-up at `now` agrees to: the version in effect of each of `codes` that names a term
   * (others are left out), and the codes of the terms required now (an empty list when the shop
   * has published none, so the contracts' REQUIRED_TERMS decide alone).
   */
  async agreements(codes: string[], now: string): Promise<{ agreements: TermAgreement[]; required: string[] }> {
    const terms = await this.current(now);
    return {
      agreements: terms.filter((t) => codes.includes(t.code)).map((t) => ({ code: t.code, version: t.version, agreedAt: now })),
      required: terms.filter((t) => t.required).map((t) => t.code),
    };
  }
}

/** Versions grouped by code, keeping the order they come in. */
function byCode(docs: TermDoc[]): Map<string, TermDoc[]> {
  const out = new Map<string, TermDoc[]>();
  for (const d of docs) out.set(d.code, [...(out.get(d.code) ?? []), d]);
  return out;
}
