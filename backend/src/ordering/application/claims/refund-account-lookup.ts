/** A member's refund account, decrypted (bank code of 금융결제원, holder, number digits). */
export interface RefundAccount {
  bankCode: string;
  accountHolder: string;
  accountNumber: string;
}

/** Where refunds of bank-transfer orders go: the member's refund account (/mypage/refund-account), or null when none is registered. Bound to RefundAccounts, which decrypts it. */
export abstract class RefundAccountLookup {
  abstract find(userId: string): Promise<RefundAccount | null>;
}

/** The account as shown and recorded: bank code, holder and the number's last four digits only, e.g. "004 김세라 ****5678". */
export function maskAccount(account: RefundAccount): string {
  const digits = account.accountNumber.replace(/\D/g, '');
  return `${account.bankCode} ${account.accountHolder} ****${digits.slice(-4)}`;
}
