import { distanceKm, exhibitionStatusAt, type ShowroomEvent, type ShowroomFields } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { showroomDecider } from './showroom.decider.js';

const now = '2026-11-27T10:00:00.000Z';
const metadata = { userId: 'staff1', now };
const showroom = deciderSpec(showroomDecider);

const fields: ShowroomFields = {
  name: '세라메종 강남 쇼룸',
  postcode: '06028',
  address1: '서울 강남구 도산대로 318',
  address2: '2층',
  lat: 37.5236,
  lng: 127.0396,
  phone: '02-540-1234',
  hours: '평일 10:00 - 19:00',
  description: '욕실 전 제품을 전시합니다.',
  images: ['/files/showcases/s1.webp'],
  shows: true,
};
const created: ShowroomEvent = { type: 'ShowroomCreated', data: { code: 'gangnam', showroomId: 'r1', ...fields, by: 'staff1', at: now } };

describe('showroom (spec §2 쇼룸, §7 Console shop showrooms)', () => {
  it('staff open a showroom under a code; texts kept as plain text, the author named', () => {
    showroom
      .given([])
      .when({ type: 'CreateShowroom', data: { code: 'gangnam', showroomId: 'r1', ...fields, name: ' 세라메종 강남 쇼룸\u0000', by: 'staff1' }, metadata })
      .then([created]);
  });

  it('refuses a code in use, but a deleted showroom frees its code', () => {
    showroom
      .given([created])
      .when({ type: 'CreateShowroom', data: { code: 'gangnam', showroomId: 'r2', ...fields, by: 'staff1' }, metadata })
      .thenThrows('SHOWROOM_EXISTS');
    const deleted: ShowroomEvent = { type: 'ShowroomDeleted', data: { code: 'gangnam', by: 'staff1', at: now } };
    showroom
      .given([created, deleted])
      .when({ type: 'CreateShowroom', data: { code: 'gangnam', showroomId: 'r2', ...fields, by: 'staff2' }, metadata })
      .then([{ type: 'ShowroomCreated', data: { code: 'gangnam', showroomId: 'r2', ...fields, by: 'staff2', at: now } }]);
  });

  it('refuses pictures the shop did not store', () => {
    showroom
      .given([created])
      .when({ type: 'EditShowroom', data: { code: 'gangnam', ...fields, images: ['javascript:alert(1)'], by: 'staff1' }, metadata })
      .thenThrows('SHOWCASE_IMAGE_INVALID');
  });

  it('an edit records the new fields and who changed them; a missing showroom is 404', () => {
    showroom
      .given([created])
      .when({ type: 'EditShowroom', data: { code: 'gangnam', ...fields, shows: false, by: 'staff2' }, metadata })
      .then([{ type: 'ShowroomEdited', data: { code: 'gangnam', ...fields, shows: false, by: 'staff2', at: now } }]);
    showroom
      .given([])
      .when({ type: 'EditShowroom', data: { code: 'gangnam', ...fields, by: 'staff1' }, metadata })
      .thenThrows('SHOWROOM_NOT_FOUND');
  });
});

describe('showcase rules (contracts)', () => {
  it('an exhibition is upcoming before its start, running from it, ended from its end', () => {
    const period = { startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-02T00:00:00.000Z' };
    expect(exhibitionStatusAt(period, '2026-11-30T23:59:59.999Z')).toBe('upcoming');
    expect(exhibitionStatusAt(period, '2026-12-01T00:00:00.000Z')).toBe('running');
    expect(exhibitionStatusAt(period, '2026-12-02T00:00:00.000Z')).toBe('ended');
  });

  it('distance in km: Seoul City Hall to Busan City Hall is about 325 km', () => {
    expect(distanceKm({ lat: 37.5663, lng: 126.9779 }, { lat: 35.1798, lng: 129.075 })).toBeCloseTo(325, -1);
    expect(distanceKm({ lat: 37.5, lng: 127 }, { lat: 37.5, lng: 127 })).toBe(0);
  });
});
