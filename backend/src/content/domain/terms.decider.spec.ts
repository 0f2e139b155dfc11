import { describe, it } from '@jest/globals';
import type { TermsPublished } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { termsDecider, type PublishTerms } from './terms.decider.js';

const NOW = '2026-03-01T00:00:00.000Z';
const publish = (version: number, content = '<p>제1조 목적</p>'): PublishTerms => ({
  type: 'PublishTerms',
  data: { code: 'service', title: '이용약관', required: true, version, effectiveAt: NOW, index: 0, content },
  metadata: { userId: null, now: NOW },
});
const published = (version: number, content = '<p>제1조 목적</p>'): TermsPublished => ({
  type: 'TermsPublished',
  data: { code: 'service', title: '이용약관', required: true, version, effectiveAt: NOW, index: 0, content, publishedAt: NOW },
});

describe('terms versions', () => {
  const terms = deciderSpec(termsDecider);

  it('publishes the first version', () =>
    terms
      .given([])
      .when(publish(1))
      .then([published(1)]));

  it('publishes a later version over an earlier one', () =>
    terms
      .given([published(1)])
      .when(publish(2))
      .then([published(2)]));

  it('refuses a version published already, so what members agreed to is never rewritten', () =>
    terms
      .given([published(1), published(2)])
      .when(publish(2))
      .thenThrows('TERMS_VERSION_EXISTS'));

  it('refuses a version below the latest', () =>
    terms
      .given([published(2)])
      .when(publish(1))
      .thenThrows('TERMS_VERSION_EXISTS'));

  it('keeps the content to the rich-text allow-list', () =>
    terms
      .given([])
      .when(publish(1, '<p onclick="steal()">제1조</p><script>alert(1)</script>'))
      .then([published(1, '<p>제1조</p>')]));
});
