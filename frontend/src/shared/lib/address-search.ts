import type { ComponentType } from 'react';
import type { PostcodeAddress } from '@shop/contracts';

/**
 * A postcode search a page plugs in (its route hands in the address feature's): a button that
 * opens the search and calls `onSelect` with the address picked, its point included when known.
 */
export type AddressSearchSlot = ComponentType<{ onSelect(address: PostcodeAddress): void; disabled?: boolean }>;

/** The address line to fill in from a search: the road or lot address, as the shopper picked. */
export const addressLineOf = (a: PostcodeAddress) => (a.userSelectedType === 'J' ? a.jibunAddress : a.roadAddress) || a.address;
