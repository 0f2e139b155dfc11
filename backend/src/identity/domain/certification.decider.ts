import type { CertificationEvent, CertificationUsed, IdentityCertified } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { CertificationInvalidError } from '../identity.errors.js';

/** Records what KCP verified (POST users/certify), CI and DI already sealed. */
export type RecordCertification = Command<'RecordCertification', Omit<IdentityCertified['data'], 'certifiedAt'>>;
/** Spends the certification on a sign-up or a password reset of `userId`. */
export type UseCertification = Command<'UseCertification', Omit<CertificationUsed['data'], 'usedAt'>>;
export type CertificationCommand = RecordCertification | UseCertification;

/** A certification as its stream has it. */
export type CertificationState =
  | { status: 'absent' }
  | { status: 'open'; certification: IdentityCertified['data'] }
  | { status: 'used'; certification: IdentityCertified['data']; usedBy: string };

/** The stream of one certification. */
export const certificationStream = (certificationId: string) => `certification-${certificationId}`;

/**
 * The certification usable at `now`: recorded, not spent, before its expiry. Throws
 * CertificationInvalidError (422) otherwise. Finding an ID reads it without spending it.
 */
export function usableCertification(state: CertificationState, now: string): IdentityCertified['data'] {
  if (state.status !== 'open' || now >= state.certification.expiresAt) throw new CertificationInvalidError();
  return state.certification;
}

/**
 * One 휴대폰 본인인증 (stream `certification-{id}`, spec §7 POST users/certify): recorded once,
 * good until its expiry, and spent at most once, on a sign-up or a password reset.
 */
export const certificationDecider: Decider<CertificationCommand, CertificationEvent, CertificationState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    if (event.type === 'IdentityCertified') return { status: 'open', certification: event.data };
    if (state.status !== 'open') return state;
    return { status: 'used', certification: state.certification, usedBy: event.data.userId };
  },
  decide(command, state) {
    if (command.type === 'RecordCertification') {
      if (state.status !== 'absent') throw new CertificationInvalidError();
      return [{ type: 'IdentityCertified', data: { ...command.data, certifiedAt: command.metadata.now } }];
    }
    usableCertification(state, command.metadata.now);
    return [{ type: 'CertificationUsed', data: { ...command.data, usedAt: command.metadata.now } }];
  },
};
