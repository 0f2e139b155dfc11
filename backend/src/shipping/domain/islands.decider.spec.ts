import type { IslandEvent, IslandRow } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { islandsDecider, type IslandCommand } from './islands.decider.js';

const now = '2026-11-25T03:00:00.000Z';
const metadata = { userId: 'staff', now };
const jeju: IslandRow = { name: '제주', postcodeFrom: '63000', postcodeTo: '63644', kind: 'jeju', note: '' };
const ulleung: IslandRow = { name: '울릉도', postcodeFrom: '40200', postcodeTo: '40240', kind: 'island', note: '' };
const spec = deciderSpec(islandsDecider);
const added = (islandId: string, row: IslandRow): IslandEvent => ({ type: 'IslandAdded', data: { islandId, row, addedAt: now } });
const add = (islandId: string, row: IslandRow): IslandCommand => ({ type: 'AddIsland', data: { islandId, row }, metadata });

describe('islands table', () => {
  it('adds a row', () =>
    spec
      .given([])
      .when(add('i1', jeju))
      .then([added('i1', jeju)]));

  it('refuses a range that ends before it starts', () =>
    spec
      .given([])
      .when(add('i1', { ...jeju, postcodeTo: '62999' }))
      .thenThrows('ISLAND_INVALID'));

  it('refuses a second row with the same range', () =>
    spec
      .given([added('i1', jeju)])
      .when(add('i2', { ...jeju, name: '제주도' }))
      .thenThrows('ISLAND_EXISTS'));

  it('keeps what a row was when it changes (history)', () => {
    const exempt = { ...ulleung, kind: 'exempt' as const, note: '연륙' };
    spec
      .given([added('i1', jeju), added('i2', ulleung)])
      .when({ type: 'ChangeIsland', data: { islandId: 'i2', row: exempt }, metadata })
      .then([{ type: 'IslandChanged', data: { islandId: 'i2', row: exempt, before: ulleung, changedAt: now } }]);
  });

  it('removes a row, keeping what it was; a removed row is not found', () => {
    const removed: IslandEvent = { type: 'IslandRemoved', data: { islandId: 'i1', row: jeju, removedAt: now } };
    spec
      .given([added('i1', jeju)])
      .when({ type: 'RemoveIsland', data: { islandId: 'i1' }, metadata })
      .then([removed]);
    spec
      .given([added('i1', jeju), removed])
      .when({ type: 'RemoveIsland', data: { islandId: 'i1' }, metadata })
      .thenThrows('ISLAND_NOT_FOUND');
  });
});
