import { Injectable } from '@nestjs/common';
import { digitsOnly, maskAccountNumber, maskResidentNumber } from '@shop/contracts';
import { ShopFieldCipher } from '../../platform/crypto/field-cipher.js';

const rrnContext = (userId: string) => `promoter:${userId}:rrn`;
const accountContext = (userId: string) => `promoter:${userId}:account`;

/**
 * Seals a promoter's resident registration number and account number with the shop's field key
 * ring (AES-256-GCM, keys outside the event store, ARCHITECTURE §7) bound to the member, and
 * gives their masked forms. The clear values live only in this call's memory: never in an event,
 * a read model, a log or an answer.
 */
@Injectable()
export class PromoterSecrets {
  constructor(private readonly cipher: ShopFieldCipher) {}

  /** The sealed and masked resident number (13 digits, a dash allowed) of `userId`. */
  sealResidentNumber(userId: string, rrn: string): { sealed: string; masked: string } {
    const digits = digitsOnly(rrn);
    return { sealed: this.cipher.encrypt(digits, rrnContext(userId)), masked: maskResidentNumber(digits) };
  }

  /** The sealed and masked account number of `userId`. */
  sealAccountNumber(userId: string, accountNumber: string): { sealed: string; masked: string } {
    const digits = digitsOnly(accountNumber);
    return { sealed: this.cipher.encrypt(digits, accountContext(userId)), masked: maskAccountNumber(digits) };
  }

  /** The resident number in clear, for the withholding-tax report only. Throws when the ciphertext is not this member's or its key is gone. */
  openResidentNumber(userId: string, sealed: string): string {
    return this.cipher.decrypt(sealed, rrnContext(userId));
  }

  /** Both secrets sealed again under the newest key, and that key's id (key rotation). */
  reseal(userId: string, sealed: { rrn: string; account: string }): { rrn: string; account: string; keyId: string } {
    return {
      rrn: this.cipher.reseal(sealed.rrn, rrnContext(userId)),
      account: this.cipher.reseal(sealed.account, accountContext(userId)),
      keyId: this.cipher.currentKeyId,
    };
  }
}
