/**
 * The promotions context's public face (spec §3 Coupon, User coupon, User point; §9 Coupons):
 * what other contexts may use of coupons and points.
 */
export { PromotionsModule } from './promotions.module.js';
