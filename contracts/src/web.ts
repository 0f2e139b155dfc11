/**
 * The browser entry of the contracts: everything but the class-validator DTO classes, so the
 * frontend bundle carries neither class-validator nor class-transformer. The frontend's Vite
 * config resolves `@shop/contracts` here; forms use the same rule tables as the DTOs.
 */
export * from './enums.js';
export * from './rules/rules.js';
export * from './rules/terms.js';
export * from './rules/order-messages.js';
export * from './status-text.js';
export * from './order-transitions.js';
export * from './claims.js';
export * from './format.js';
export * from './constants.js';
export * from './api.js';
export * from './errors.js';
export * from './rules/orderability.js';
export * from './rules/statistics-periods.js';
export * from './rules/statistics-tables.js';
export * from './rules/rich-text.js';
export * from './rules/console-access.js';
export * from './rules/receipts.js';
export * from './events/catalog.events.js';
export * from './events/identity.events.js';
export * from './events/certification.events.js';
export * from './certification.js';
export * from './events/ordering.events.js';
export * from './events/content.events.js';
export * from './events/receipt.events.js';
export * from './statistics.js';
export * from './storefront.js';
export * from './purchases-console.js';
export * from './coupons.js';
export * from './points.js';
export * from './levels.js';
export * from './events/points.events.js';
export * from './events/levels.events.js';
export * from './shipping.js';
export * from './pricing.js';
export * from './addresses.js';
export * from './rules/address-rules.js';
export * from './console-members.js';
export * from './account.js';
export * from './settings.js';
export * from './members.js';
export * from './rules/member-lists.js';
export * from './events/members.events.js';
export * from './social-login.js';
export * from './dashboard.js';
export * from './promoter-bank.js';
export * from './promoters.js';
export * from './rules/resident-number.js';
export * from './events/promoter.events.js';
export * from './bonuses.js';
export * from './console-bonuses.js';
export * from './settlements.js';
export * from './rules/settlements.js';
export * from './events/bonus.events.js';
