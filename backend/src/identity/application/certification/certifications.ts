import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CERTIFICATION_TTL_MS, maskName, maskPhone, type CertificationResponse, type CertificationUsed } from '@shop/contracts';
import { ShopFieldCipher } from '../../../platform/crypto/field-cipher.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { KcpCertClient } from '../../../platform/identity-verification/kcp/kcp-cert.client.js';
import type { KcpCertReturn } from '../../../platform/identity-verification/kcp/kcp-cert.protocol.js';
import {
  certificationDecider,
  certificationStream,
  usableCertification,
  type RecordCertification,
  type UseCertification,
} from '../../domain/certification.decider.js';

/** A usable certification with its CI and DI in clear: for the server's own checks, never for an answer. */
export interface VerifiedPerson {
  certificationId: string;
  name: string;
  phone: string;
  birthDay: string;
  ci: string;
  di: string;
  ciHash: string;
  certifiedAt: string;
}

/** The hash that names a person (CI) in reservations and on the account, without the CI itself. */
export const ciHashOf = (ci: string) => createHash('sha256').update(`ci|${ci}`).digest('hex');

const sealContext = (certificationId: string, field: 'ci' | 'di') => `certification:${certificationId}:${field}`;

/**
 * 휴대폰 본인인증 results (spec §7 POST users/certify): KCP's return is checked (site, dn_hash,
 * res_cd) and decrypted by the KCP client, then kept CERTIFICATION_TTL_MS under a new id with
 * the CI and DI sealed; sign-up and recovery read it back by id and spend it.
 */
@Injectable()
export class Certifications {
  constructor(
    private readonly kcp: KcpCertClient,
    private readonly runner: CommandRunner,
    private readonly cipher: ShopFieldCipher,
  ) {}

  /**
   * Records KCP's return; answers the certification id, the person's name and phone (plain and
   * masked) and the expiry. Throws CertificationForgedError (400) or CertificationFailedError (422).
   */
  async certify(ret: KcpCertReturn, metadata: CommandMetadata): Promise<CertificationResponse> {
    const person = this.kcp.verify(ret);
    const certificationId = randomUUID();
    const expiresAt = new Date(Date.parse(metadata.now) + CERTIFICATION_TTL_MS).toISOString();
    const phone = person.phone_no.replace(/\D/g, '');
    const name = person.user_name.trim();
    const command: RecordCertification = {
      type: 'RecordCertification',
      data: {
        certificationId,
        name,
        phone,
        birthDay: person.birth_day,
        sexCode: person.sex_code,
        ci: this.cipher.encrypt(person.ci, sealContext(certificationId, 'ci')),
        di: this.cipher.encrypt(person.di, sealContext(certificationId, 'di')),
        ciHash: ciHashOf(person.ci),
        expiresAt,
      },
      metadata: { ...metadata, userId: null },
    };
    await this.runner.handle(certificationStream(certificationId), certificationDecider, command);
    return { certification: certificationId, name, phone, maskedName: maskName(name), maskedPhone: maskPhone(phone), expiresAt };
  }

  /** The person of a usable certification. Throws CertificationInvalidError (422) when unknown, expired or spent. */
  async open(certificationId: string, now: string): Promise<VerifiedPerson> {
    const { state } = await this.runner.load(certificationStream(certificationId), certificationDecider);
    const c = usableCertification(state, now);
    return {
      certificationId,
      name: c.name,
      phone: c.phone,
      birthDay: c.birthDay,
      ci: this.cipher.decrypt(c.ci, sealContext(certificationId, 'ci')),
      di: this.cipher.decrypt(c.di, sealContext(certificationId, 'di')),
      ciHash: c.ciHash,
      certifiedAt: c.certifiedAt,
    };
  }

  /** Spends the certification on `userId`'s sign-up or reset. Throws CertificationInvalidError when it cannot be. */
  async spend(certificationId: string, purpose: CertificationUsed['data']['purpose'], userId: string, metadata: CommandMetadata): Promise<void> {
    const command: UseCertification = { type: 'UseCertification', data: { certificationId, purpose, userId }, metadata };
    await this.runner.handle(certificationStream(certificationId), certificationDecider, command);
  }

  /** The CI and DI of a member, sealed for the account's own record (never answered). */
  sealForMember(userId: string, person: VerifiedPerson): { ci: string; di: string; ciHash: string; birthDay: string; certifiedAt: string } {
    return {
      ci: this.cipher.encrypt(person.ci, `member-identity:${userId}:ci`),
      di: this.cipher.encrypt(person.di, `member-identity:${userId}:di`),
      ciHash: person.ciHash,
      birthDay: person.birthDay,
      certifiedAt: person.certifiedAt,
    };
  }
}
