import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNumber, IsString, Length, Max, Min, ValidateBy } from 'class-validator';

/** Korean messages of the address search and of a point sent with an address. */
export const ADDRESS_MESSAGES = {
  QUERY: '검색할 주소를 2자 이상 40자 이하로 입력해주세요',
  GEOLOCATION: '주소의 위치 정보가 올바르지 않습니다',
  UNAVAILABLE: '주소 검색 서비스에 연결할 수 없습니다. 잠시 후 다시 시도하거나 주소를 직접 입력해주세요.',
} as const;

/** Shortest and longest address query (characters, trimmed). */
export const ADDRESS_QUERY_LENGTH = { min: 2, max: 40 } as const;

/** Whether `value` is a [longitude, latitude] pair of finite numbers on the globe (GeoJSON order). */
export function isLongitudeLatitude(value: unknown): value is [number, number] {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [lng, lat] = value as unknown[];
  return typeof lng === 'number' && typeof lat === 'number' && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}

/** Query of GET /api/v1/addresses and GET /api/v1/addresses/geocode. */
export class AddressSearchQueryDto {
  /** A road name, a place (시군구, 동) or a building, e.g. "문연로 6", "제주". */
  @IsString({ message: ADDRESS_MESSAGES.QUERY })
  @ValidateBy({
    name: 'addressQuery',
    validator: {
      validate: (value) => typeof value === 'string' && value.trim().length >= ADDRESS_QUERY_LENGTH.min && value.trim().length <= ADDRESS_QUERY_LENGTH.max,
      defaultMessage: () => ADDRESS_MESSAGES.QUERY,
    },
  })
  @Length(ADDRESS_QUERY_LENGTH.min, ADDRESS_QUERY_LENGTH.max, { message: ADDRESS_MESSAGES.QUERY })
  query!: string;
}

/** A point as GeoJSON (spec §3 Geolocation): `{ type: 'Point', coordinates: [longitude, latitude] }`. */
export class GeolocationDto {
  @IsIn(['Point'], { message: ADDRESS_MESSAGES.GEOLOCATION })
  type!: 'Point';

  @IsArray({ message: ADDRESS_MESSAGES.GEOLOCATION })
  @ArrayMinSize(2, { message: ADDRESS_MESSAGES.GEOLOCATION })
  @ArrayMaxSize(2, { message: ADDRESS_MESSAGES.GEOLOCATION })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: ADDRESS_MESSAGES.GEOLOCATION })
  @Min(-180, { each: true, message: ADDRESS_MESSAGES.GEOLOCATION })
  @Max(180, { each: true, message: ADDRESS_MESSAGES.GEOLOCATION })
  coordinates!: [number, number];
}

/**
 * A property holding a {@link GeolocationDto} whose coordinates are [longitude, latitude] on the
 * globe (latitude within ±90). Checked on the holder: a custom check on the tuple itself would
 * document it as an unknown type.
 */
export const IsGeoPoint = () =>
  ValidateBy({
    name: 'geoPoint',
    validator: {
      validate: (value) => isLongitudeLatitude((value as GeolocationDto | undefined)?.coordinates),
      defaultMessage: () => ADDRESS_MESSAGES.GEOLOCATION,
    },
  });
