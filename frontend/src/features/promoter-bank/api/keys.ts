/** Query keys of the promoter's bank account verification. */
export const promoterBankKeys = { all: ['promoterBank'] as const, mine: () => [...promoterBankKeys.all, 'mine'] as const };

/** Where the promoter's bank calls go (spec §7 Promoter). */
export const PROMOTER_BANK_PATH = '/api/v1/promoter/bank';
