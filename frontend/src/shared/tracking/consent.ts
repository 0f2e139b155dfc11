import { useSyncExternalStore } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { getCookie, setCookie } from '../lib/cookies';

/**
 * The visitor's choice of cookies (issue 14): `ads` (광고: conversion tags, the pixel),
 * `analytics` (분석: page statistics). Necessary cookies need no consent.
 */
export interface Consent {
  ads: boolean;
  analytics: boolean;
}

/** The cookie that keeps the choice for a year, so the server-rendered page knows it too. */
export const CONSENT_COOKIE = 'tracking_consent';
const CONSENT_DAYS = 365;

type Stored = 'none' | 'all' | 'ads' | 'analytics';
const VALUES: Record<Stored, Consent> = {
  none: { ads: false, analytics: false },
  all: { ads: true, analytics: true },
  ads: { ads: true, analytics: false },
  analytics: { ads: false, analytics: true },
};
const storedOf = (c: Consent): Stored => (c.ads ? (c.analytics ? 'all' : 'ads') : c.analytics ? 'analytics' : 'none');
const read = (requestCookie?: string): Stored | null => {
  const value = getCookie(CONSENT_COOKIE, requestCookie);
  return value !== null && Object.hasOwn(VALUES, value) ? (value as Stored) : null;
};

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

let reviewing = false;
const notify = () => {
  for (const listener of listeners) listener();
};

/** Keeps the visitor's choice for a year (cookie {@link CONSENT_COOKIE}), closes a review, and tells every reader. */
export function chooseConsent(consent: Consent): void {
  setCookie(CONSENT_COOKIE, storedOf(consent), CONSENT_DAYS);
  reviewing = false;
  notify();
}

/** Opens the consent card again (the footer's 쿠키 설정): the choice made so far stands until the visitor makes another. */
export function reviewConsent(): void {
  reviewing = true;
  notify();
}

/** Whether the visitor asked to see the consent card again (browser only; the server renders none). */
export function useConsentReview(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reviewing,
    () => false,
  );
}

/**
 * The visitor's choice, or null before they made one. On the server it reads the page request's
 * cookie, in the browser `document.cookie` (the same cookie, so hydration agrees).
 */
export function useConsent(): Consent | null {
  const requestCookie = useRouteContext({ from: '__root__', select: (c) => c.requestCookie });
  const stored = useSyncExternalStore(
    subscribe,
    () => read(),
    () => read(requestCookie),
  );
  return stored ? VALUES[stored] : null;
}
