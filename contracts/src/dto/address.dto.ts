import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNumber, IsString, Length, Max, Min, ValidateBy } from 'class-validator';
import { ADDRESS_MESSAGES, ADDRESS_QUERY_LENGTH, isLongitudeLatitude } from '../rules/address-rules.js';

export { ADDRESS_MESSAGES, ADDRESS_QUERY_LENGTH, isLongitudeLatitude };

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
