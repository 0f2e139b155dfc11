import { describe, it } from '@jest/globals';
import type { TermsPublished } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import {
  termsDecider,
  type CreateTerms,
  type PublishTerms,
  type PublishTermsVersion,
  type ReviseTermsVersion,
  type WithdrawTermsVersion,
} from './terms.decider.js';

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

describe('terms written by staff (spec §7 console terms)', () => {
  const terms = deciderSpec(termsDecider);
  const PAST = '2026-01-01T00:00:00.000Z';
  const LATER = '2026-04-01T00:00:00.000Z';
  const LATEST = '2026-05-01T00:00:00.000Z';
  const meta = { userId: 'staff-1', now: NOW };
  const fields = (effectiveAt: string, content = '<p>개정 내용</p>') => ({ title: '이용약관', required: true, content, effectiveAt });
  const create = (effectiveAt = NOW): CreateTerms => ({ type: 'CreateTerms', data: { code: 'service', index: 0, ...fields(effectiveAt) }, metadata: meta });
  const next = (effectiveAt: string, content?: string): PublishTermsVersion => ({
    type: 'PublishTermsVersion',
    data: { code: 'service', ...fields(effectiveAt, content) },
    metadata: meta,
  });
  const revise = (version: number, effectiveAt: string, content?: string): ReviseTermsVersion => ({
    type: 'ReviseTermsVersion',
    data: { code: 'service', version, ...fields(effectiveAt, content) },
    metadata: meta,
  });
  const withdraw = (version: number): WithdrawTermsVersion => ({ type: 'WithdrawTermsVersion', data: { code: 'service', version }, metadata: meta });
  const at = (version: number, effectiveAt: string): TermsPublished => ({
    type: 'TermsPublished',
    data: { code: 'service', title: '이용약관', required: true, version, effectiveAt, index: 0, content: '<p>개정 내용</p>', publishedAt: NOW },
  });

  it('creates a term with its first version in force at once', () =>
    terms
      .given([])
      .when(create())
      .then([at(1, NOW)]));

  it('refuses a code taken already', () =>
    terms
      .given([at(1, PAST)])
      .when(create())
      .thenThrows('TERMS_EXISTS'));

  it('publishes the next version for a later date, numbered one above the latest', () =>
    terms
      .given([at(1, PAST)])
      .when(next(LATER))
      .then([at(2, LATER)]));

  it('refuses a next version for a term that does not exist', () => terms.given([]).when(next(LATER)).thenThrows('TERMS_NOT_FOUND'));

  it('refuses an effective date in the past', () =>
    terms
      .given([at(1, PAST)])
      .when(next('2026-02-01T00:00:00.000Z'))
      .thenThrows('TERMS_EFFECTIVE_PAST'));

  it('refuses a version taking effect before the latest scheduled one', () =>
    terms
      .given([at(1, PAST), at(2, LATEST)])
      .when(next(LATER))
      .thenThrows('TERMS_EFFECTIVE_ORDER'));

  it('refuses content that is empty once sanitised', () =>
    terms
      .given([at(1, PAST)])
      .when(next(LATER, '<p><script>alert(1)</script></p>'))
      .thenThrows('TERMS_CONTENT_EMPTY'));

  it('sanitises the content of a new version', () =>
    terms
      .given([at(1, PAST)])
      .when(next(LATER, '<p>개정 내용</p><script>alert(1)</script>'))
      .then([at(2, LATER)]));

  it('rewrites a scheduled version, sanitised', () =>
    terms
      .given([at(1, PAST), at(2, LATER)])
      .when(revise(2, LATEST, '<p onclick="x()">다시 쓴 내용</p><iframe src="https://evil"></iframe>'))
      .then([
        {
          type: 'TermsVersionRevised',
          data: { code: 'service', version: 2, title: '이용약관', required: true, effectiveAt: LATEST, content: '<p>다시 쓴 내용</p>', revisedAt: NOW },
        },
      ]));

  it('refuses to rewrite a version in force, or one past', () => {
    terms
      .given([at(1, PAST), at(2, NOW)])
      .when(revise(2, LATER))
      .thenThrows('TERMS_VERSION_IN_FORCE');
    terms
      .given([at(1, PAST), at(2, NOW)])
      .when(revise(1, LATER))
      .thenThrows('TERMS_VERSION_IN_FORCE');
  });

  it('refuses to move a scheduled version past the next one', () =>
    terms
      .given([at(1, PAST), at(2, LATER), at(3, LATEST)])
      .when(revise(2, '2026-06-01T00:00:00.000Z'))
      .thenThrows('TERMS_EFFECTIVE_ORDER'));

  it('refuses a version that does not exist', () =>
    terms
      .given([at(1, PAST)])
      .when(revise(5, LATER))
      .thenThrows('TERMS_VERSION_NOT_FOUND'));

  it('withdraws the latest scheduled version, and its number is free again', () => {
    terms
      .given([at(1, PAST), at(2, LATER)])
      .when(withdraw(2))
      .then([{ type: 'TermsVersionWithdrawn', data: { code: 'service', version: 2, withdrawnAt: NOW } }]);
    terms
      .given([at(1, PAST), at(2, LATER), { type: 'TermsVersionWithdrawn', data: { code: 'service', version: 2, withdrawnAt: NOW } }])
      .when(next(LATEST))
      .then([at(2, LATEST)]);
  });

  it('refuses to withdraw a version in force, or one with a later version scheduled', () => {
    terms
      .given([at(1, PAST)])
      .when(withdraw(1))
      .thenThrows('TERMS_VERSION_IN_FORCE');
    terms
      .given([at(1, PAST), at(2, LATER), at(3, LATEST)])
      .when(withdraw(2))
      .thenThrows('TERMS_VERSION_NOT_LATEST');
  });
});
