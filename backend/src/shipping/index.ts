/**
 * The shipping context's public face (spec §3 Shipping, §9 delivery charge types): the charge
 * rules per shipping code and the pure functions that price an order's shipping.
 */
export { SHIPPING_CHARGES, chargeFor, chargeText, shippingPriceOf, type ShippingCharge, type ShippingLine } from './domain/shipping-charge.js';
export { AddressesModule } from './addresses/addresses.module.js';
