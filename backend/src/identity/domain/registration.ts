import { LevelCode, REQUIRED_TERMS, UserType, isBusinessNumber, type Scope } from '@shop/contracts';
import type { DomainError } from '../../platform/event-sourcing/decider.js';
import { BusinessRegistrationRequiredError, TermsRequiredError } from '../identity.errors.js';

/** What a sign-up or an operator account states about itself, before it is recorded. */
export interface Registration {
  userType: UserType;
  terms: string[];
  businessRegistration: string | null;
  /** Codes of the terms the shop marks required now (content's terms), besides the contracts' REQUIRED_TERMS. */
  requiredTerms?: string[];
}

/**
 * The sign-up rules beyond the field formats (spec §3 "User sign-up", §6): members agree to
 * every required term (the contracts' list and any the shop's published terms mark required), and a COMPANY member gives a 10-digit business registration number.
 * Operators are created by staff and agree to nothing. Returns the refusal, or null.
 */
export function registrationRefusal(r: Registration): DomainError | null {
  if (r.userType === UserType.OPERATOR) return null;
  if ([...REQUIRED_TERMS, ...(r.requiredTerms ?? [])].some((t) => !r.terms.includes(t))) return new TermsRequiredError();
  if (r.userType === UserType.COMPANY && !isBusinessNumber(r.businessRegistration ?? '')) return new BusinessRegistrationRequiredError();
  return null;
}

/** Level and scope of a new member of `type` (spec §6: level codes PERSON and COMPANY, no staff scope). */
export function memberDefaults(type: 'PERSON' | 'COMPANY'): { level: string; scope: Scope[] } {
  return { level: type === 'COMPANY' ? LevelCode.COMPANY : LevelCode.PERSON, scope: [] };
}
