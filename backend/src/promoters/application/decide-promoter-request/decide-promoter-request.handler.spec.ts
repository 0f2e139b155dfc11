import type { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import type { PromoterState } from '../../domain/promoter.decider.js';
import { PromoterCodeTakenError, PromoterRequestNotAwaitingError } from '../../promoters.errors.js';
import { DecidePromoterRequestHandler, drawPromoterCode, type DecidePromoterRequest } from './decide-promoter-request.handler.js';

const awaiting = { status: 'AWAITING', request: { userId: 'u1' } } as unknown as PromoterState;
const approve: DecidePromoterRequest = {
  type: 'DecidePromoterRequest',
  data: { userId: 'u1', status: 'APPROVED', reason: null, decidedBy: 'staff' },
  metadata: { userId: 'staff', now: '2026-11-27T01:00:00.000Z' },
};

/** A handler over fakes: `taken` codes are held by others, `handle` decides the approval. */
function setUp(taken: string[], handle: () => Promise<unknown>) {
  const reserved: string[] = [];
  const released: string[] = [];
  const runner = { load: async () => ({ state: awaiting, revision: 0 }), handle } as unknown as CommandRunner;
  const unique = {
    reserve: async (_kind: string, code: string, _owner: string, _meta: unknown, takenError: () => Error) => {
      if (taken.includes(code)) throw takenError();
      reserved.push(code);
    },
    release: async (_kind: string, code: string) => void released.push(code),
  } as unknown as UniqueValues;
  const handler = new DecidePromoterRequestHandler(runner, unique);
  const codes = ['AAAAAAA', 'BBBBBBB', 'CCCCCCC'];
  handler.draw = () => codes.shift()!;
  return { handler, reserved, released };
}

describe('deciding a promoter request (approval reserves a unique code)', () => {
  it('draws codes of seven unconfusable characters', () => {
    for (let i = 0; i < 50; i++) expect(drawPromoterCode()).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
  });

  it('draws again when the code is held by another promoter, and approves with the one reserved', async () => {
    const { handler, reserved } = setUp(['AAAAAAA'], async () => ({ position: 7, events: [] }));
    await expect(handler.execute(approve)).resolves.toEqual({ position: 7 });
    expect(reserved).toEqual(['BBBBBBB']);
  });

  it('gives the code back when the approval is refused after it was reserved', async () => {
    const { handler, reserved, released } = setUp([], async () => {
      throw new PromoterRequestNotAwaitingError();
    });
    await expect(handler.execute(approve)).rejects.toBeInstanceOf(PromoterRequestNotAwaitingError);
    expect(reserved).toEqual(['AAAAAAA']);
    expect(released).toEqual(['AAAAAAA']);
  });

  it('gives up after five taken codes', async () => {
    const { handler } = setUp(['AAAAAAA', 'BBBBBBB', 'CCCCCCC'], async () => ({ position: 1 }));
    const codes = ['AAAAAAA', 'BBBBBBB', 'CCCCCCC', 'AAAAAAA', 'BBBBBBB', 'CCCCCCC'];
    handler.draw = () => codes.shift()!;
    await expect(handler.execute(approve)).rejects.toBeInstanceOf(PromoterCodeTakenError);
    expect(codes).toEqual(['CCCCCCC']);
  });
});
