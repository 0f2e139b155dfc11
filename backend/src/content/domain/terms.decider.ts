import { isRichText, type TermsPublished } from '@shop/contracts';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { TermsVersionExistsError } from '../content.errors.js';

/** Publishes a version of a term (이용약관, 개인정보 …); `content` is HTML, sanitised here. */
export type PublishTerms = Command<
  'PublishTerms',
  { code: string; title: string; required: boolean; version: number; effectiveAt: string; index: number; content: string }
>;

/** The versions of one term published so far (the highest is the latest). */
export interface TermsState {
  latestVersion: number;
}

/** The stream of one term's versions. */
export const termsStream = (code: string): string => `terms-${code}`;

/**
 * A term's versions (spec §7 "Terms: GET list and terms/{code}", console "terms"): each version
 * is published once, with a number above every earlier one (TERMS_VERSION_EXISTS otherwise), so
 * what a member agreed to at sign-up stays readable. Its content is rich text kept through the
 * shop's allow-list (platform/html), as every text people write that is shown as HTML.
 */
export const termsDecider: Decider<PublishTerms, TermsPublished, TermsState> = {
  initialState: () => ({ latestVersion: 0 }),
  evolve: (state, event) => ({ latestVersion: Math.max(state.latestVersion, event.data.version) }),
  decide(command, state) {
    const d = command.data;
    if (d.version <= state.latestVersion) throw new TermsVersionExistsError();
    // Rich text (contracts' isRichText, the storefront's test for rendering HTML) is kept to the allow-list; plain text is shown as text.
    const content = isRichText(d.content) ? sanitizeRichText(d.content) : d.content;
    return [
      {
        type: 'TermsPublished',
        data: {
          code: d.code,
          title: d.title.trim(),
          required: d.required,
          version: d.version,
          effectiveAt: d.effectiveAt,
          index: d.index,
          content,
          publishedAt: command.metadata.now,
        },
      },
    ];
  },
};
