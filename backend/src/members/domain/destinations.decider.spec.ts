import type { DestinationFields } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { destinationsDecider, type AddDestination } from './destinations.decider.js';

const now = '2026-11-27T01:00:00.000Z';
const metadata = { userId: 'u1', now };
const home: DestinationFields = {
  title: '집',
  name: '이하늘',
  phone: '01098765432',
  postcode: '06016',
  address1: '서울특별시 강남구 학동로 311',
  address2: '3층',
  geolocation: null,
};
const add = (destinationId: string, isDefault = false): AddDestination => ({
  type: 'AddDestination',
  data: { ...home, userId: 'u1', destinationId, isDefault },
  metadata,
});
const added = (destinationId: string) => ({ type: 'DestinationAdded' as const, data: { ...home, userId: 'u1', destinationId, addedAt: now } });
const defaulted = (destinationId: string) => ({ type: 'DefaultDestinationSet' as const, data: { userId: 'u1', destinationId, setAt: now } });
const destinations = deciderSpec(destinationsDecider);

describe('saved addresses (spec §3 Destination)', () => {
  it('makes the first saved address the default', () =>
    destinations
      .given([])
      .when(add('d1'))
      .then([added('d1'), defaulted('d1')]));
  it('keeps the default when another is saved, unless asked', () => {
    destinations
      .given([added('d1'), defaulted('d1')])
      .when(add('d2'))
      .then([added('d2')]);
    destinations
      .given([added('d1'), defaulted('d1')])
      .when(add('d2', true))
      .then([added('d2'), defaulted('d2')]);
  });
  it('refuses a 21st address', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => added(`d${i}`));
    destinations.given(twenty).when(add('d99')).thenThrows('DESTINATIONS_FULL');
  });
  it('changes an address and makes it the default when asked; never leaves none as default', () => {
    destinations
      .given([added('d1'), defaulted('d1'), added('d2')])
      .when({ type: 'ChangeDestination', data: { ...home, title: '회사', userId: 'u1', destinationId: 'd2', isDefault: true }, metadata })
      .then([{ type: 'DestinationChanged', data: { ...home, title: '회사', userId: 'u1', destinationId: 'd2', changedAt: now } }, defaulted('d2')]);
    destinations
      .given([added('d1'), defaulted('d1')])
      .when({ type: 'ChangeDestination', data: { ...home, userId: 'u1', destinationId: 'd1', isDefault: false }, metadata })
      .thenNothingHappened();
  });
  it('deleting the default makes the newest remaining address the default', () =>
    destinations
      .given([added('d1'), defaulted('d1'), added('d2'), added('d3')])
      .when({ type: 'DeleteDestination', data: { userId: 'u1', destinationId: 'd1' }, metadata })
      .then([{ type: 'DestinationDeleted', data: { userId: 'u1', destinationId: 'd1', deletedAt: now } }, defaulted('d3')]));
  it('refuses an address not saved (another member’s too)', () =>
    destinations
      .given([added('d1'), defaulted('d1')])
      .when({ type: 'DeleteDestination', data: { userId: 'u1', destinationId: 'zz' }, metadata })
      .thenThrows('DESTINATION_NOT_FOUND'));
});
