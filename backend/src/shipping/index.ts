/**
 * The shipping context's public face (spec §3 Shipping, §9 delivery charge types): the module,
 * `ShippingFacts.quote` for the order's pricing, the pure quote, the commands the demo seed
 * sends, and today's fixed per-code charges (`shippingPriceOf`, the shop's default).
 */
export { SHIPPING_CHARGES, chargeFor, chargeText, shippingPriceOf, type ShippingCharge, type ShippingLine } from './domain/shipping-charge.js';
export { ShippingModule } from './shipping.module.js';
export { ShippingFacts } from './application/shipping-facts.js';
export { ShippingProjection } from './projections/shipping.projection.js';
export { quoteShipping, distanceKm, type ShippingRule, type ShippingPlace, type IslandRange } from './domain/quote-shipping.js';
export type { CreateShipping } from './domain/shipping.decider.js';
export type { AddIsland } from './domain/islands.decider.js';
export { ShippingAreaUnavailableError, LocationMissingError } from './shipping.errors.js';
export { AddressesModule } from './addresses/addresses.module.js';
