import { geocodeQueryOf, postcodeAddressFromKakao, type KakaoPostcodeData } from './addresses.js';

/** Kakao postcode's data when a shopper searched "문연로 6" and picked the road address. */
const picked: KakaoPostcodeData = {
  zonecode: '63122',
  address: '제주특별자치도 제주시 문연로 6',
  addressType: 'R',
  roadAddress: '제주특별자치도 제주시 문연로 6',
  jibunAddress: '제주특별자치도 제주시 연동 312-1',
  userSelectedType: 'R',
  buildingCode: '5011012000103120001000001',
  buildingName: '제주특별자치도청',
  apartment: 'N',
  sido: '제주특별자치도',
  sigungu: '제주시',
  sigunguCode: '50110',
  bname: '연동',
  bcode: '5011012000',
  roadname: '문연로',
};

describe("Kakao postcode's data as the shop's address", () => {
  it('keeps the postcode, both addresses, the building code and the regions, without a point until geocoded', () => {
    expect(postcodeAddressFromKakao(picked)).toMatchObject({
      zonecode: '63122',
      address: '제주특별자치도 제주시 문연로 6',
      roadAddress: '제주특별자치도 제주시 문연로 6',
      jibunAddress: '제주특별자치도 제주시 연동 312-1',
      userSelectedType: 'R',
      buildingCode: '5011012000103120001000001',
      sido: '제주특별자치도',
      sigungu: '제주시',
      bname: '연동',
      geolocation: null,
    });
    const point = { type: 'Point' as const, coordinates: [126.4983, 33.489] as [number, number] };
    expect(postcodeAddressFromKakao(picked, point).geolocation).toEqual(point);
  });

  it('takes the lot address as the address when the shopper picked it', () => {
    const lot = postcodeAddressFromKakao({ ...picked, userSelectedType: 'J' });
    expect(lot.address).toBe('제주특별자치도 제주시 연동 312-1');
    expect(lot.userSelectedType).toBe('J');
  });

  it('completes the missing road or lot address from the auto fields', () => {
    const fromLot = postcodeAddressFromKakao({ ...picked, addressType: 'J', roadAddress: '', autoRoadAddress: '제주특별자치도 제주시 문연로 6' });
    expect(fromLot.roadAddress).toBe('제주특별자치도 제주시 문연로 6');
    expect(fromLot.address).toBe('제주특별자치도 제주시 문연로 6');
    const noLot = postcodeAddressFromKakao({ ...picked, userSelectedType: 'J', jibunAddress: '', autoJibunAddress: '' });
    expect(noLot.userSelectedType).toBe('R');
    expect(noLot.address).toBe('제주특별자치도 제주시 문연로 6');
  });

  it('geocodes by the road address, else the lot address', () => {
    expect(geocodeQueryOf(postcodeAddressFromKakao(picked))).toBe('제주특별자치도 제주시 문연로 6');
    expect(geocodeQueryOf(postcodeAddressFromKakao({ ...picked, roadAddress: '' }))).toBe('제주특별자치도 제주시 연동 312-1');
  });
});
