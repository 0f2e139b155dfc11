import { quoteShipping } from '../shipping/index.js';
import { demoShippingCommands, loadDemoShipping } from './demo-shipping.js';

/** The seeded shipping data is what the shop promises: public island ranges, exempt bridged islands, rules that validate. */
describe('demo shipping data', () => {
  const { rules, islands } = loadDemoShipping();
  const meta = { userId: null, now: '2026-11-25T00:00:00.000Z' };

  it('seeds Jeju 63000–63644 and Ulleung 40200–40240 with the Ongjin island ranges', () => {
    const range = (from: string) => islands.find((i) => i.postcodeFrom === from);
    expect(range('63000')).toMatchObject({ postcodeTo: '63644', kind: 'jeju' });
    expect(range('40200')).toMatchObject({ postcodeTo: '40240', kind: 'island' });
    expect(range('23100')).toMatchObject({ postcodeTo: '23116', kind: 'island' });
    expect(range('23124')).toMatchObject({ postcodeTo: '23136', kind: 'island' });
  });

  it('marks the bridge-connected islands exempt (연륙도서)', () => {
    expect(islands.filter((i) => i.kind === 'exempt').map((i) => i.postcodeFrom)).toEqual(['22386', '46768', '54000']);
  });

  it('holds five-digit ranges, none backwards, none twice, and becomes one AddIsland each', () => {
    expect(islands.every((i) => /^\d{5}$/.test(i.postcodeFrom) && /^\d{5}$/.test(i.postcodeTo) && i.postcodeFrom <= i.postcodeTo)).toBe(true);
    expect(new Set(islands.map((i) => `${i.postcodeFrom}-${i.postcodeTo}`)).size).toBe(islands.length);
    const commands = demoShippingCommands(new Map([['free_standing_bathtub', 'cat-bathtub']]), meta);
    expect(commands.filter((c) => c.type === 'AddIsland')).toHaveLength(islands.length);
    expect(commands.filter((c) => c.type === 'CreateShipping')).toHaveLength(rules.length);
  });

  it('keeps today’s parcel charge as the default rule: 3,000원 below 100,000원, free from there', () => {
    const every = rules.find((r) => r.target.type === 'every')!;
    const rule = { ...every, _id: 'every', createdAt: meta.now, target: { type: every.target.type, _products: [], _categories: [], _brands: [] } };
    const line = (totalPrice: number) => ({
      lineId: `l${totalPrice}`,
      productId: 'p',
      categoryIds: [],
      brandId: null,
      exhibitionIds: [],
      displayCodes: [],
      shippingCode: 'parcel' as const,
      shippingBundleType: 'bundle' as const,
      salePrice: totalPrice,
      amount: 1,
      totalPrice,
    });
    expect(quoteShipping([line(99_000)], null, [rule], {}, [], meta.now).shippingPrice).toBe(3_000);
    expect(quoteShipping([line(100_000)], null, [rule], {}, [], meta.now).shippingPrice).toBe(0);
  });
});
