import { Inject, Injectable } from '@nestjs/common';
import type { Term, TermAgreement, TermResponse } from '@shop/contracts';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { TermsNotFoundError } from '../content.errors.js';
import { TERMS, type TermDoc } from '../projections/terms.projection.js';

const term = ({ code, title, required, version, effectiveAt, content }: TermDoc): Term => ({ code, title, required, version, effectiveAt, content });

/**
 * Reads of the terms read model, and the terms facts sign-up records (spec §3 User sign-up
 * `_terms`, §7 Terms). The version in effect at a time is the highest one whose effective date
 * has come; a term none of whose versions is in effect yet shows its first.
 */
@Injectable()
export class TermsQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The version in effect at `now` (ISO) of every term, by index then code. */
  async current(now: string): Promise<Term[]> {
    const docs = await this.store.collection<TermDoc>(TERMS).find({}, { sort: { index: 1, code: 1, version: -1 } });
    const byCode = new Map<string, TermDoc[]>();
    for (const d of docs) byCode.set(d.code, [...(byCode.get(d.code) ?? []), d]);
    return [...byCode.values()].map((versions) => term(inEffect(versions, now)));
  }

  /** One term in effect at `now` and its versions, newest first. Throws TermsNotFoundError (404). */
  async one(code: string, now: string): Promise<TermResponse> {
    const versions = await this.store.collection<TermDoc>(TERMS).find({ code }, { sort: { version: -1 } });
    if (!versions.length) throw new TermsNotFoundError();
    return { term: term(inEffect(versions, now)), versions: versions.map(({ version, effectiveAt, title }) => ({ version, effectiveAt, title })) };
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

/** The highest version in effect at `now` of one term's versions (sorted newest first); the oldest when none is yet. */
function inEffect(versions: TermDoc[], now: string): TermDoc {
  return versions.find((v) => v.effectiveAt <= now) ?? versions[versions.length - 1]!;
}
