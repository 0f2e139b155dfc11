/**
 * A member applied to become a promoter (spec §3 Promoter approval request). The resident
 * registration number and the account number travel sealed (AES-256-GCM, key ring outside the
 * event store, contexts `promoter:{userId}:rrn|account`) with their masked forms beside them;
 * the CI only as its hash.
 */
export interface PromoterApprovalRequested {
  type: 'PromoterApprovalRequested';
  data: {
    userId: string;
    username: string;
    name: string;
    type: 'PERSON' | 'COMPANY';
    /** Digits only. */
    phone: string;
    terms: string[];
    ciHash: string;
    certificationId: string;
    bank: { code: string; accountHolder: string; sealedAccountNumber: string; maskedAccountNumber: string };
    sealedResidentNumber: string;
    maskedResidentNumber: string;
    requestedAt: string;
  };
}

/** Staff approved the request; the promoter code (reserved unique) is the member's from now on. */
export interface PromoterApproved {
  type: 'PromoterApproved';
  data: { userId: string; code: string; reason: string | null; decidedBy: string; approvedAt: string };
}

/** Staff rejected the request with a reason; the member may apply again. */
export interface PromoterRejected {
  type: 'PromoterRejected';
  data: { userId: string; reason: string; decidedBy: string; rejectedAt: string };
}

/** The sealed resident number and account number were sealed again under the newest key (key rotation). */
export interface PromoterSecretsResealed {
  type: 'PromoterSecretsResealed';
  data: { userId: string; sealedResidentNumber: string; sealedAccountNumber: string; keyId: string; resealedAt: string };
}

export type PromoterEvent = PromoterApprovalRequested | PromoterApproved | PromoterRejected | PromoterSecretsResealed;
