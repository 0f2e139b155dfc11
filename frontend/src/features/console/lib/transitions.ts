import { ORDER_TRANSITIONS } from '@shop/contracts';

/** Statuses an operator may move an order to from each status: the server's own table (contracts). */
export const NEXT_ORDER_STATUSES = ORDER_TRANSITIONS;
