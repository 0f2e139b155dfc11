import type { SettingFacts } from '../../content/index.js';
import { OrderSettings } from './order-settings.js';

const facts = (order: { unpaidCancelDays?: number; autoConfirmDays?: number }) => ({ orderDays: async () => order }) as unknown as SettingFacts;

describe('order-life settings', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reads the shop setting, falling back to 7 days each', async () => {
    delete process.env.UNPAID_ORDER_CANCEL_DAYS;
    delete process.env.AUTO_CONFIRM_DAYS;
    const set = new OrderSettings(facts({ unpaidCancelDays: 3, autoConfirmDays: 14 }));
    expect([await set.unpaidCancelDays(), await set.autoConfirmDays()]).toEqual([3, 14]);
    const unset = new OrderSettings(facts({}));
    expect([await unset.unpaidCancelDays(), await unset.autoConfirmDays()]).toEqual([7, 7]);
    const broken = new OrderSettings(facts({ unpaidCancelDays: 0, autoConfirmDays: 2.5 }));
    expect([await broken.unpaidCancelDays(), await broken.autoConfirmDays()]).toEqual([7, 7]);
  });

  it('lets the environment override the setting, and refuses a bad value at start', async () => {
    process.env.UNPAID_ORDER_CANCEL_DAYS = '2';
    process.env.AUTO_CONFIRM_DAYS = '10';
    const set = new OrderSettings(facts({ unpaidCancelDays: 3, autoConfirmDays: 14 }));
    expect([await set.unpaidCancelDays(), await set.autoConfirmDays()]).toEqual([2, 10]);
    process.env.AUTO_CONFIRM_DAYS = 'soon';
    expect(() => new OrderSettings(facts({}))).toThrow('AUTO_CONFIRM_DAYS must be a whole number of days from 1');
  });
});
