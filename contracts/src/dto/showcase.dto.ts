import { ArrayMaxSize, IsArray, IsBoolean, IsISO8601, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { MAX_EXHIBITION_PRODUCTS, MAX_SHOWROOM_IMAGES, SHOWCASE_MESSAGES, SHOWROOM_CODE_PATTERN } from '../showcases.js';

/** Body of POST and PUT /api/console/shop/exhibitions(/{id}) (spec §2 기획전). */
export class ExhibitionDto {
  @IsString({ message: SHOWCASE_MESSAGES.TITLE })
  @MinLength(2, { message: SHOWCASE_MESSAGES.TITLE })
  @MaxLength(100, { message: SHOWCASE_MESSAGES.TITLE })
  title!: string;

  @IsOptional()
  @IsString({ message: SHOWCASE_MESSAGES.SUMMARY })
  @MaxLength(200, { message: SHOWCASE_MESSAGES.SUMMARY })
  summary?: string;

  /** A URL answered by POST /api/console/shop/exhibitions/images, or null for none. */
  @IsOptional()
  @IsString({ message: SHOWCASE_MESSAGES.BANNER })
  @MaxLength(300, { message: SHOWCASE_MESSAGES.BANNER })
  banner?: string | null;

  @IsOptional()
  @IsString({ message: SHOWCASE_MESSAGES.CONTENT })
  @MaxLength(100_000, { message: SHOWCASE_MESSAGES.CONTENT })
  content?: string;

  /** ISO 8601 instant, e.g. 2026-12-01T00:00:00+09:00. */
  @IsISO8601({ strict: true }, { message: SHOWCASE_MESSAGES.STARTS_AT })
  startsAt!: string;

  @IsISO8601({ strict: true }, { message: SHOWCASE_MESSAGES.ENDS_AT })
  endsAt!: string;

  @IsOptional()
  @IsBoolean({ message: SHOWCASE_MESSAGES.SHOWS })
  shows?: boolean;

  /** Product ids in their order. */
  @IsOptional()
  @IsArray({ message: SHOWCASE_MESSAGES.PRODUCTS })
  @ArrayMaxSize(MAX_EXHIBITION_PRODUCTS, { message: SHOWCASE_MESSAGES.PRODUCTS })
  @IsString({ each: true, message: SHOWCASE_MESSAGES.PRODUCTS })
  @MaxLength(64, { each: true, message: SHOWCASE_MESSAGES.PRODUCTS })
  _products?: string[];
}

/** Body of PUT /api/console/shop/showrooms/{code} (spec §2 쇼룸). */
export class ShowroomDto {
  @IsString({ message: SHOWCASE_MESSAGES.NAME })
  @MinLength(2, { message: SHOWCASE_MESSAGES.NAME })
  @MaxLength(60, { message: SHOWCASE_MESSAGES.NAME })
  name!: string;

  @IsString({ message: SHOWCASE_MESSAGES.POSTCODE })
  @Matches(/^\d{5}$/, { message: SHOWCASE_MESSAGES.POSTCODE })
  postcode!: string;

  @IsString({ message: SHOWCASE_MESSAGES.ADDRESS1 })
  @MinLength(2, { message: SHOWCASE_MESSAGES.ADDRESS1 })
  @MaxLength(200, { message: SHOWCASE_MESSAGES.ADDRESS1 })
  address1!: string;

  @IsOptional()
  @IsString({ message: SHOWCASE_MESSAGES.ADDRESS2 })
  @MaxLength(100, { message: SHOWCASE_MESSAGES.ADDRESS2 })
  address2?: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: SHOWCASE_MESSAGES.LAT })
  @Min(-90, { message: SHOWCASE_MESSAGES.LAT })
  @Max(90, { message: SHOWCASE_MESSAGES.LAT })
  lat!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: SHOWCASE_MESSAGES.LNG })
  @Min(-180, { message: SHOWCASE_MESSAGES.LNG })
  @Max(180, { message: SHOWCASE_MESSAGES.LNG })
  lng!: number;

  @IsString({ message: SHOWCASE_MESSAGES.PHONE })
  @Matches(/^[0-9-]{8,14}$/, { message: SHOWCASE_MESSAGES.PHONE })
  phone!: string;

  @IsOptional()
  @IsString({ message: SHOWCASE_MESSAGES.HOURS })
  @MaxLength(300, { message: SHOWCASE_MESSAGES.HOURS })
  hours?: string;

  @IsOptional()
  @IsString({ message: SHOWCASE_MESSAGES.DESCRIPTION })
  @MaxLength(2_000, { message: SHOWCASE_MESSAGES.DESCRIPTION })
  description?: string;

  /** URLs answered by POST /api/console/shop/showrooms/images, in order. */
  @IsOptional()
  @IsArray({ message: SHOWCASE_MESSAGES.IMAGES })
  @ArrayMaxSize(MAX_SHOWROOM_IMAGES, { message: SHOWCASE_MESSAGES.IMAGES })
  @IsString({ each: true, message: SHOWCASE_MESSAGES.IMAGES })
  @MaxLength(300, { each: true, message: SHOWCASE_MESSAGES.IMAGES })
  images?: string[];

  @IsOptional()
  @IsBoolean({ message: SHOWCASE_MESSAGES.SHOWS })
  shows?: boolean;
}

/** Body of POST /api/console/shop/showrooms: a showroom with its code. */
export class CreateShowroomDto extends ShowroomDto {
  @IsString({ message: SHOWCASE_MESSAGES.CODE })
  @Matches(SHOWROOM_CODE_PATTERN, { message: SHOWCASE_MESSAGES.CODE })
  code!: string;
}
