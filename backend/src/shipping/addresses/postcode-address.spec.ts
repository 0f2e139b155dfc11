import type { KakaoAddressDocument } from '../../platform/address/kakao-local.protocol.js';
import { pointOf, postcodeAddressOf, postcodeAddressesOf } from './postcode-address.js';

/** Kakao Local's answer for 제주특별자치도청 (a road address with its lot address). */
const jejuOffice: KakaoAddressDocument = {
  address_name: '제주특별자치도 제주시 문연로 6',
  address_type: 'ROAD_ADDR',
  x: '126.4983',
  y: '33.489',
  address: {
    address_name: '제주특별자치도 제주시 연동 312-1',
    region_1depth_name: '제주특별자치도',
    region_2depth_name: '제주시',
    region_3depth_name: '연동',
    region_3depth_h_name: '연동',
    h_code: '5011065000',
    b_code: '5011012000',
    mountain_yn: 'N',
    main_address_no: '312',
    sub_address_no: '1',
    x: '126.4983',
    y: '33.489',
  },
  road_address: {
    address_name: '제주특별자치도 제주시 문연로 6',
    region_1depth_name: '제주특별자치도',
    region_2depth_name: '제주시',
    region_3depth_name: '연동',
    road_name: '문연로',
    underground_yn: 'N',
    main_building_no: '6',
    sub_building_no: '',
    building_name: '제주특별자치도청',
    zone_no: '63122',
    x: '126.4983',
    y: '33.489',
  },
};

describe('a Kakao Local document as a postcode result', () => {
  it('carries the postcode, both addresses, the regions and the point as [longitude, latitude]', () => {
    expect(postcodeAddressOf(jejuOffice)).toEqual({
      zonecode: '63122',
      address: '제주특별자치도 제주시 문연로 6',
      addressType: 'R',
      roadAddress: '제주특별자치도 제주시 문연로 6',
      jibunAddress: '제주특별자치도 제주시 연동 312-1',
      userSelectedType: 'R',
      buildingCode: '',
      buildingName: '제주특별자치도청',
      apartment: 'N',
      sido: '제주특별자치도',
      sigungu: '제주시',
      sigunguCode: '50110',
      bname: '연동',
      bcode: '5011012000',
      roadname: '문연로',
      geolocation: { type: 'Point', coordinates: [126.4983, 33.489] },
    });
  });

  it('names the 리 as bname in an 읍 or 면, and marks an apartment complex', () => {
    const lot = { ...jejuOffice.address!, region_3depth_name: '성산읍 성산리' };
    const road = { ...jejuOffice.road_address!, region_3depth_name: '성산읍 성산리', building_name: '한라아파트' };
    const result = postcodeAddressOf({ ...jejuOffice, address: lot, road_address: road });
    expect(result?.bname).toBe('성산리');
    expect(result?.apartment).toBe('Y');
  });

  it('leaves out a region or road name alone, which has no postcode to ship to', () => {
    expect(postcodeAddressOf({ ...jejuOffice, address_type: 'REGION', road_address: null })).toBeNull();
    expect(postcodeAddressOf({ ...jejuOffice, road_address: { ...jejuOffice.road_address!, zone_no: '' } })).toBeNull();
  });

  it('keeps a result whose point is unreadable, without a point', () => {
    const road = { ...jejuOffice.road_address!, x: '', y: '' };
    expect(postcodeAddressOf({ ...jejuOffice, x: 'abc', y: '33.4', road_address: road })?.geolocation).toBeNull();
  });

  it('keeps Kakao order and drops repeats of one road address', () => {
    const other = { ...jejuOffice, road_address: { ...jejuOffice.road_address!, address_name: '제주특별자치도 제주시 공항로 2', zone_no: '63115' } };
    expect(postcodeAddressesOf([jejuOffice, jejuOffice, other]).map((a) => a.zonecode)).toEqual(['63122', '63115']);
  });
});

describe('a point from Kakao coordinates', () => {
  it('reads x as longitude and y as latitude, and refuses what is off the globe', () => {
    expect(pointOf('127.0363', '37.5')).toEqual({ type: 'Point', coordinates: [127.0363, 37.5] });
    expect(pointOf('37.5', '127.0363')).toBeNull();
    expect(pointOf(undefined, '37.5')).toBeNull();
  });
});
