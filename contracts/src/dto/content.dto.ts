import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { BANNER_SLOTS, CONTENT_HREF_PATTERN, CONTENT_MESSAGES as M, MAX_BANNER_ITEMS } from '../content.js';

/** The picture's shape (spec §3 Banner ratio): width and height, any unit, at least 1. */
export class BannerRatioDto {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.RATIO })
  @Min(1, { message: M.RATIO })
  @Max(10_000, { message: M.RATIO })
  width!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.RATIO })
  @Min(1, { message: M.RATIO })
  @Max(10_000, { message: M.RATIO })
  height!: number;
}

/** A hotspot (spec §3 Banner items): product, name, desc, href and its place in percent (0–100). */
export class BannerItemDto {
  @IsOptional()
  @IsString({ message: M.ITEM_PRODUCT })
  @MaxLength(64, { message: M.ITEM_PRODUCT })
  _product?: string | null;

  @IsString({ message: M.ITEM_NAME })
  @MinLength(1, { message: M.ITEM_NAME })
  @MaxLength(100, { message: M.ITEM_NAME })
  name!: string;

  @IsOptional()
  @IsString({ message: M.ITEM_DESC })
  @MaxLength(200, { message: M.ITEM_DESC })
  desc?: string;

  @IsOptional()
  @ValidateIf((_, v) => v !== '')
  @IsString({ message: M.HREF })
  @MaxLength(300, { message: M.HREF })
  @Matches(CONTENT_HREF_PATTERN, { message: M.HREF })
  href?: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.ITEM_XY })
  @Min(0, { message: M.ITEM_XY })
  @Max(100, { message: M.ITEM_XY })
  x!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.ITEM_XY })
  @Min(0, { message: M.ITEM_XY })
  @Max(100, { message: M.ITEM_XY })
  y!: number;
}

/** Fields every listed content document has: its order, the shows flag and the period (ISO instants, null open-ended). */
class PlacedDto {
  @IsOptional()
  @IsInt({ message: M.INDEX })
  @Min(0, { message: M.INDEX })
  @Max(9_999, { message: M.INDEX })
  index?: number;

  @IsOptional()
  @IsBoolean({ message: M.SHOWS })
  shows?: boolean;
}

class PeriodDto extends PlacedDto {
  /** ISO 8601 instant, e.g. 2026-12-01T00:00:00+09:00, or null for no start. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: M.STARTS_AT })
  startsAt?: string | null;

  /** ISO 8601 instant (excluded), or null for no end. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: M.ENDS_AT })
  endsAt?: string | null;
}

/**
 * Body of POST and PUT /api/console/banners(/{id}) (spec §3 Banner; home slides show subject,
 * content, url, btnText). The pictures are sent apart, by index (POST …/images/{index}).
 */
export class BannerDto extends PeriodDto {
  @IsString({ message: M.CODE })
  @IsIn(BANNER_SLOTS, { message: M.CODE })
  code!: string;

  @IsOptional()
  @IsObject({ message: M.RATIO })
  @ValidateNested()
  @Type(() => BannerRatioDto)
  ratio?: BannerRatioDto | null;

  @IsOptional()
  @IsArray({ message: M.ITEMS })
  @ArrayMaxSize(MAX_BANNER_ITEMS, { message: M.ITEMS })
  @IsObject({ each: true, message: M.ITEMS })
  @ValidateNested({ each: true })
  @Type(() => BannerItemDto)
  items?: BannerItemDto[];

  @IsOptional()
  @IsString({ message: M.SUBJECT })
  @MaxLength(100, { message: M.SUBJECT })
  subject?: string;

  @IsOptional()
  @IsString({ message: M.CONTENT })
  @MaxLength(300, { message: M.CONTENT })
  content?: string;

  @IsOptional()
  @ValidateIf((_, v) => v !== '')
  @IsString({ message: M.HREF })
  @MaxLength(300, { message: M.HREF })
  @Matches(CONTENT_HREF_PATTERN, { message: M.HREF })
  url?: string;

  @IsOptional()
  @IsString({ message: M.BTN_TEXT })
  @MaxLength(30, { message: M.BTN_TEXT })
  btnText?: string;
}

/** Body of PUT /api/console/banners/slots/{code}: every banner id of the slot in the new order. */
export class BannerSlotOrderDto {
  @IsArray({ message: M.IDS })
  @ArrayMinSize(1, { message: M.IDS })
  @ArrayMaxSize(200, { message: M.IDS })
  @IsString({ each: true, message: M.IDS })
  @MaxLength(64, { each: true, message: M.IDS })
  ids!: string[];
}

/** Body of POST and PUT /api/console/band-banners(/{id}) (spec §3 Band banner: href, imagePc, imageMb; the pictures sent apart by index). */
export class BandBannerDto extends PeriodDto {
  /** Where the band shows (the home's is "main"). */
  @IsOptional()
  @IsString({ message: M.BAND_CODE })
  @Matches(/^[a-z0-9_-]{1,30}$/i, { message: M.BAND_CODE })
  code?: string;

  @IsOptional()
  @ValidateIf((_, v) => v !== '')
  @IsString({ message: M.HREF })
  @MaxLength(300, { message: M.HREF })
  @Matches(CONTENT_HREF_PATTERN, { message: M.HREF })
  href?: string;

  /** The band's line: shown when it has no picture, and the pictures' alternative text. */
  @IsString({ message: M.TEXT })
  @MinLength(2, { message: M.TEXT })
  @MaxLength(100, { message: M.TEXT })
  text!: string;
}

/** Body of POST and PUT /api/console/popups(/{id}) (spec §3 Popup: url, content with line breaks, left, top, width, height in pixels; a period). */
export class PopupDto extends PeriodDto {
  @IsOptional()
  @IsString({ message: M.SUBJECT })
  @MaxLength(100, { message: M.SUBJECT })
  subject?: string;

  /** Plain text; its line breaks are shown as breaks (spec §3). */
  @IsString({ message: M.CONTENT })
  @MinLength(2, { message: M.CONTENT })
  @MaxLength(2_000, { message: M.CONTENT })
  content!: string;

  @IsOptional()
  @ValidateIf((_, v) => v !== '')
  @IsString({ message: M.HREF })
  @MaxLength(300, { message: M.HREF })
  @Matches(CONTENT_HREF_PATTERN, { message: M.HREF })
  url?: string;

  @IsInt({ message: M.POSITION })
  @Min(0, { message: M.POSITION })
  @Max(3_000, { message: M.POSITION })
  left!: number;

  @IsInt({ message: M.POSITION })
  @Min(0, { message: M.POSITION })
  @Max(3_000, { message: M.POSITION })
  top!: number;

  @IsInt({ message: M.SIZE })
  @Min(100, { message: M.SIZE })
  @Max(2_000, { message: M.SIZE })
  width!: number;

  @IsInt({ message: M.SIZE })
  @Min(100, { message: M.SIZE })
  @Max(2_000, { message: M.SIZE })
  height!: number;
}

/** A link tile of the home's design block. */
export class MainLinkDto {
  @IsString({ message: M.LINK_LABEL })
  @MinLength(2, { message: M.LINK_LABEL })
  @MaxLength(30, { message: M.LINK_LABEL })
  label!: string;

  @IsOptional()
  @IsString({ message: M.LINKS })
  @MaxLength(40, { message: M.LINKS })
  eyebrow?: string;

  @IsOptional()
  @IsString({ message: M.LINKS })
  @MaxLength(100, { message: M.LINKS })
  text?: string;

  @IsString({ message: M.HREF })
  @MaxLength(300, { message: M.HREF })
  @Matches(/^\/(?!\/)[^\s<>"']*$/, { message: M.HREF })
  href!: string;
}

/** Body of PUT /api/console/main/links: the design block's tiles in order (1–4). */
export class MainLinksDto {
  @IsArray({ message: M.LINKS })
  @ArrayMinSize(1, { message: M.LINKS })
  @ArrayMaxSize(4, { message: M.LINKS })
  @IsObject({ each: true, message: M.LINKS })
  @ValidateNested({ each: true })
  @Type(() => MainLinkDto)
  links!: MainLinkDto[];
}

/**
 * Body of POST /api/console/{area}/{id}/history/{version}/restore (issue 14): `current`, the
 * version the staff member saw as the latest; when the item has changed since, the restore is
 * refused (409 DOCUMENT_CHANGED) rather than undo a colleague's newer change unseen. Left out: no
 * check. `fields` narrows the restore to some of the item's fields.
 */
export class RestoreVersionDto {
  @IsOptional()
  @IsInt({ message: '버전을 다시 확인해주세요' })
  @Min(0, { message: '버전을 다시 확인해주세요' })
  current?: number;

  /**
   * Only these top-level fields are brought back (e.g. `['mainLinks']` from the main links page,
   * which keeps its tiles in the shop setting); the others stay as they are. Left out: all of them.
   */
  @IsOptional()
  @IsArray({ message: '되돌릴 항목을 다시 확인해주세요' })
  @ArrayMinSize(1, { message: '되돌릴 항목을 다시 확인해주세요' })
  @ArrayMaxSize(30, { message: '되돌릴 항목을 다시 확인해주세요' })
  @Matches(/^[A-Za-z][A-Za-z0-9]{0,39}$/, { each: true, message: '되돌릴 항목을 다시 확인해주세요' })
  fields?: string[];
}
