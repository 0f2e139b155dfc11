import { isRichText, type TermsEvent, type TermsPublished } from '@shop/contracts';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  TermsContentEmptyError,
  TermsEffectiveOrderError,
  TermsEffectivePastError,
  TermsExistsError,
  TermsNotFoundError,
  TermsVersionExistsError,
  TermsVersionInForceError,
  TermsVersionNotFoundError,
  TermsVersionNotLatestError,
} from '../content.errors.js';

/** What staff write of a version: its title, whether sign-up requires it, its content (HTML, sanitised here) and when it takes effect (ISO). */
interface VersionFields {
  title: string;
  required: boolean;
  content: string;
  effectiveAt: string;
}

/** Publishes a version with a given number and date, as the demo seed does (no check of the date against now). */
export type PublishTerms = Command<
  'PublishTerms',
  { code: string; title: string; required: boolean; version: number; effectiveAt: string; index: number; content: string }
>;
/** Staff create a term with its first version (spec §7 console terms): refused when the code is taken. */
export type CreateTerms = Command<'CreateTerms', VersionFields & { code: string; index: number }>;
/** Staff publish the next version of a term, in force from `effectiveAt` (now or later). */
export type PublishTermsVersion = Command<'PublishTermsVersion', VersionFields & { code: string }>;
/** Staff rewrite a version that is not yet in force. */
export type ReviseTermsVersion = Command<'ReviseTermsVersion', VersionFields & { code: string; version: number }>;
/** Staff withdraw the latest version before it takes effect. */
export type WithdrawTermsVersion = Command<'WithdrawTermsVersion', { code: string; version: number }>;
/** The commands of a term's stream. */
export type TermsCommand = PublishTerms | CreateTerms | PublishTermsVersion | ReviseTermsVersion | WithdrawTermsVersion;

/** A version's number and effective date, as the decisions need them. */
export interface TermsVersionFact {
  version: number;
  effectiveAt: string;
}

/** A term's versions so far, oldest first (none: the code is free). */
export type TermsState = { status: 'none' } | { status: 'published'; index: number; versions: TermsVersionFact[] };

/** The stream of one term's versions. */
export const termsStream = (code: string): string => `terms-${code}`;

/** Rich text (contracts' isRichText, the storefront's test for rendering HTML) kept to the allow-list; plain text is shown as text. Throws TermsContentEmptyError when no text is left. */
function cleanContent(content: string): string {
  const clean = isRichText(content) ? sanitizeRichText(content) : content.trim();
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
  if (!text.trim() && !/<img\b/i.test(clean)) throw new TermsContentEmptyError();
  return clean;
}

/** The event of a new version `version` of a term at `index`. */
function published(d: VersionFields & { code: string }, version: number, index: number, now: string): TermsPublished {
  return {
    type: 'TermsPublished',
    data: {
      code: d.code,
      title: d.title.trim(),
      required: d.required,
      version,
      effectiveAt: d.effectiveAt,
      index,
      content: cleanContent(d.content),
      publishedAt: now,
    },
  };
}

/** Throws TermsEffectivePastError when `effectiveAt` is before `now` (a version never takes effect retroactively). */
function notPast(effectiveAt: string, now: string): void {
  if (Date.parse(effectiveAt) < Date.parse(now)) throw new TermsEffectivePastError();
}

/** The version `version` of a published term and its neighbours; throws TermsVersionNotFoundError, or TermsVersionInForceError once it has taken effect at `now`. */
function scheduled(state: TermsState, version: number, now: string): { at: number; versions: TermsVersionFact[] } {
  const versions = state.status === 'published' ? state.versions : [];
  const at = versions.findIndex((v) => v.version === version);
  if (at < 0) throw new TermsVersionNotFoundError();
  if (Date.parse(versions[at]!.effectiveAt) <= Date.parse(now)) throw new TermsVersionInForceError();
  return { at, versions };
}

/**
 * A term's versions (spec §7 "Terms: GET list and terms/{code}", console "terms CRUD"; §6 terms
 * console only). Each version has a number one above the one before and an effective date after
 * it, so the version in force at any time is the highest whose date has come. A version in force
 * or past stays as it was (what a member agreed to at sign-up stays readable): only one still
 * scheduled may be rewritten or, if it is the latest, withdrawn. Content is rich text kept to the
 * shop's allow-list (platform/html), as every text people write that is shown as HTML.
 */
export const termsDecider: Decider<TermsCommand, TermsEvent, TermsState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    const versions = state.status === 'published' ? state.versions : [];
    switch (event.type) {
      case 'TermsPublished': {
        const d = event.data;
        const next = [...versions.filter((v) => v.version !== d.version), { version: d.version, effectiveAt: d.effectiveAt }].sort(
          (a, b) => a.version - b.version,
        );
        return { status: 'published', index: d.index, versions: next };
      }
      case 'TermsVersionRevised':
        return state.status === 'published'
          ? { ...state, versions: versions.map((v) => (v.version === event.data.version ? { ...v, effectiveAt: event.data.effectiveAt } : v)) }
          : state;
      case 'TermsVersionWithdrawn': {
        if (state.status !== 'published') return state;
        const left = versions.filter((v) => v.version !== event.data.version);
        return left.length ? { ...state, versions: left } : { status: 'none' };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    const now = command.metadata.now;
    const latest = state.status === 'published' ? state.versions[state.versions.length - 1] : undefined;
    switch (command.type) {
      case 'PublishTerms': {
        const d = command.data;
        if (d.version <= (latest?.version ?? 0)) throw new TermsVersionExistsError();
        return [published(d, d.version, d.index, now)];
      }
      case 'CreateTerms': {
        if (state.status !== 'none') throw new TermsExistsError();
        notPast(command.data.effectiveAt, now);
        return [published(command.data, 1, command.data.index, now)];
      }
      case 'PublishTermsVersion': {
        if (state.status !== 'published' || !latest) throw new TermsNotFoundError();
        notPast(command.data.effectiveAt, now);
        if (Date.parse(command.data.effectiveAt) <= Date.parse(latest.effectiveAt)) throw new TermsEffectiveOrderError();
        return [published(command.data, latest.version + 1, state.index, now)];
      }
      case 'ReviseTermsVersion': {
        const d = command.data;
        const { at, versions } = scheduled(state, d.version, now);
        notPast(d.effectiveAt, now);
        const before = versions[at - 1];
        const after = versions[at + 1];
        if ((before && Date.parse(d.effectiveAt) <= Date.parse(before.effectiveAt)) || (after && Date.parse(d.effectiveAt) >= Date.parse(after.effectiveAt)))
          throw new TermsEffectiveOrderError();
        return [
          {
            type: 'TermsVersionRevised',
            data: {
              code: d.code,
              version: d.version,
              title: d.title.trim(),
              required: d.required,
              effectiveAt: d.effectiveAt,
              content: cleanContent(d.content),
              revisedAt: now,
            },
          },
        ];
      }
      case 'WithdrawTermsVersion': {
        const { at, versions } = scheduled(state, command.data.version, now);
        if (at !== versions.length - 1) throw new TermsVersionNotLatestError();
        return [{ type: 'TermsVersionWithdrawn', data: { code: command.data.code, version: command.data.version, withdrawnAt: now } }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
