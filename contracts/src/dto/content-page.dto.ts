import { Type } from 'class-transformer';
import { PLANNER_LIMITS, PLANNER_MESSAGES } from '../rules/bathroom-planner.js';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  MAX_BLOCK_ITEMS,
  MAX_PAGE_BLOCKS,
  MAX_PAGE_PARAGRAPH,
  PAGE_BLOCK_TEXT,
  PAGE_HREF_PATTERN,
  PAGE_MESSAGES,
  PAGE_PATH_PATTERN,
  PANORAMA_LIMITS,
} from '../rules/content-pages.js';

/** A picture the shop stores (answered by POST /api/console/pages/images), with its size in px. */
export class PageImageDto {
  @IsString({ message: PAGE_MESSAGES.IMAGE })
  @Matches(/^\/files\/[A-Za-z0-9/_.-]+$/, { message: PAGE_MESSAGES.IMAGE })
  @MaxLength(300, { message: PAGE_MESSAGES.IMAGE })
  url!: string;

  @IsInt({ message: PAGE_MESSAGES.IMAGE })
  @Min(1, { message: PAGE_MESSAGES.IMAGE })
  @Max(10_000, { message: PAGE_MESSAGES.IMAGE })
  width!: number;

  @IsInt({ message: PAGE_MESSAGES.IMAGE })
  @Min(1, { message: PAGE_MESSAGES.IMAGE })
  @Max(10_000, { message: PAGE_MESSAGES.IMAGE })
  height!: number;

  /** Alternative text; empty for a picture that only decorates. */
  @IsOptional()
  @IsString({ message: PAGE_MESSAGES.TEXT })
  @MaxLength(200, { message: PAGE_MESSAGES.TEXT })
  alt?: string;

  /** Caption under a gallery picture. */
  @IsOptional()
  @IsString({ message: PAGE_MESSAGES.TEXT })
  @MaxLength(100, { message: PAGE_MESSAGES.TEXT })
  caption?: string;
}

/** A link of a links block. */
export class PageLinkDto {
  @IsString({ message: PAGE_MESSAGES.TEXT })
  @MinLength(1, { message: PAGE_MESSAGES.TEXT })
  @MaxLength(40, { message: PAGE_MESSAGES.TEXT })
  label!: string;

  @IsString({ message: PAGE_MESSAGES.HREF })
  @Matches(PAGE_HREF_PATTERN, { message: PAGE_MESSAGES.HREF })
  @MaxLength(300, { message: PAGE_MESSAGES.HREF })
  href!: string;

  @IsOptional()
  @IsString({ message: PAGE_MESSAGES.TEXT })
  @MaxLength(100, { message: PAGE_MESSAGES.TEXT })
  text?: string;
}

/** A question with its answer. */
export class PageQuestionDto {
  @IsString({ message: PAGE_MESSAGES.TEXT })
  @MaxLength(200, { message: PAGE_MESSAGES.TEXT })
  q!: string;

  @IsString({ message: PAGE_MESSAGES.PARAGRAPH })
  @MaxLength(MAX_PAGE_PARAGRAPH, { message: PAGE_MESSAGES.PARAGRAPH })
  a!: string;
}

/** A hotspot of a panorama block: its place in degrees, its label and the product it may lead to. */
export class PanoramaHotspotDto {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PAGE_MESSAGES.HOTSPOT })
  @Min(-PANORAMA_LIMITS.yaw, { message: PAGE_MESSAGES.HOTSPOT })
  @Max(PANORAMA_LIMITS.yaw, { message: PAGE_MESSAGES.HOTSPOT })
  yaw!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PAGE_MESSAGES.HOTSPOT })
  @Min(-PANORAMA_LIMITS.pitch, { message: PAGE_MESSAGES.HOTSPOT })
  @Max(PANORAMA_LIMITS.pitch, { message: PAGE_MESSAGES.HOTSPOT })
  pitch!: number;

  @IsString({ message: PAGE_MESSAGES.HOTSPOT })
  @MinLength(1, { message: PAGE_MESSAGES.HOTSPOT })
  @MaxLength(40, { message: PAGE_MESSAGES.TEXT })
  label!: string;

  /** The id of the product it leads to. */
  @IsOptional()
  @IsString({ message: PAGE_MESSAGES.PRODUCTS })
  @MaxLength(64, { message: PAGE_MESSAGES.PRODUCTS })
  productId?: string;
}

/** The opening of a page: eyebrow, line, short text and the picture. */
export class PageHeroDto {
  @IsOptional()
  @IsString({ message: PAGE_MESSAGES.TEXT })
  @MaxLength(40, { message: PAGE_MESSAGES.TEXT })
  eyebrow?: string;

  @IsString({ message: PAGE_MESSAGES.HERO_TITLE })
  @MinLength(1, { message: PAGE_MESSAGES.HERO_TITLE })
  @MaxLength(100, { message: PAGE_MESSAGES.HERO_TITLE })
  title!: string;

  @IsOptional()
  @IsString({ message: PAGE_MESSAGES.PARAGRAPH })
  @MaxLength(300, { message: PAGE_MESSAGES.PARAGRAPH })
  text?: string;

  @IsObject({ message: PAGE_MESSAGES.HERO_IMAGE })
  @ValidateNested({ message: PAGE_MESSAGES.HERO_IMAGE })
  @Type(() => PageImageDto)
  image!: PageImageDto;
}

/**
 * One block of a page (contracts' PageBlock): `type` says which of the other fields it uses;
 * the rest are left out when stored. What a kind needs is checked by pageBlockProblem (422).
 */
export class PageBlockDto {
  @IsIn(Object.keys(PAGE_BLOCK_TEXT), { message: PAGE_MESSAGES.BLOCK_TYPE })
  type!: keyof typeof PAGE_BLOCK_TEXT;

  @IsOptional()
  @IsString({ message: PAGE_MESSAGES.TEXT })
  @MaxLength(100, { message: PAGE_MESSAGES.TEXT })
  title?: string;

  @IsOptional()
  @IsArray({ message: PAGE_MESSAGES.PARAGRAPH })
  @ArrayMaxSize(MAX_BLOCK_ITEMS, { message: PAGE_MESSAGES.ITEMS })
  @IsString({ each: true, message: PAGE_MESSAGES.PARAGRAPH })
  @MaxLength(MAX_PAGE_PARAGRAPH, { each: true, message: PAGE_MESSAGES.PARAGRAPH })
  paragraphs?: string[];

  @IsOptional()
  @ValidateNested({ message: PAGE_MESSAGES.IMAGE })
  @Type(() => PageImageDto)
  image?: PageImageDto;

  @IsOptional()
  @IsIn(['left', 'right'], { message: PAGE_MESSAGES.BLOCK_TYPE })
  side?: 'left' | 'right';

  @IsOptional()
  @IsArray({ message: PAGE_MESSAGES.IMAGE })
  @ArrayMaxSize(MAX_BLOCK_ITEMS, { message: PAGE_MESSAGES.ITEMS })
  @ValidateNested({ each: true, message: PAGE_MESSAGES.IMAGE })
  @Type(() => PageImageDto)
  images?: PageImageDto[];

  /** Product ids in their order. */
  @IsOptional()
  @IsArray({ message: PAGE_MESSAGES.PRODUCTS })
  @ArrayMaxSize(MAX_BLOCK_ITEMS, { message: PAGE_MESSAGES.ITEMS })
  @IsString({ each: true, message: PAGE_MESSAGES.PRODUCTS })
  @MaxLength(64, { each: true, message: PAGE_MESSAGES.PRODUCTS })
  productIds?: string[];

  @IsOptional()
  @IsArray({ message: PAGE_MESSAGES.HREF })
  @ArrayMaxSize(MAX_BLOCK_ITEMS, { message: PAGE_MESSAGES.ITEMS })
  @ValidateNested({ each: true, message: PAGE_MESSAGES.HREF })
  @Type(() => PageLinkDto)
  links?: PageLinkDto[];

  @IsOptional()
  @IsArray({ message: PAGE_MESSAGES.TEXT })
  @ArrayMaxSize(MAX_BLOCK_ITEMS, { message: PAGE_MESSAGES.ITEMS })
  @ValidateNested({ each: true, message: PAGE_MESSAGES.TEXT })
  @Type(() => PageQuestionDto)
  items?: PageQuestionDto[];

  /** A panorama's caption. */
  @IsOptional()
  @IsString({ message: PAGE_MESSAGES.TEXT })
  @MaxLength(200, { message: PAGE_MESSAGES.TEXT })
  caption?: string;

  /** A panorama's hotspots. */
  @IsOptional()
  @IsArray({ message: PAGE_MESSAGES.HOTSPOT })
  @ArrayMaxSize(MAX_BLOCK_ITEMS, { message: PAGE_MESSAGES.ITEMS })
  @ValidateNested({ each: true, message: PAGE_MESSAGES.HOTSPOT })
  @Type(() => PanoramaHotspotDto)
  hotspots?: PanoramaHotspotDto[];
}

/** Body of PUT /api/console/page?path=…: the whole page as staff edited it. */
export class ContentPageDto {
  @IsString({ message: PAGE_MESSAGES.TITLE })
  @MinLength(2, { message: PAGE_MESSAGES.TITLE })
  @MaxLength(30, { message: PAGE_MESSAGES.TITLE })
  title!: string;

  @IsString({ message: PAGE_MESSAGES.DESCRIPTION })
  @MinLength(10, { message: PAGE_MESSAGES.DESCRIPTION })
  @MaxLength(160, { message: PAGE_MESSAGES.DESCRIPTION })
  description!: string;

  @IsObject({ message: PAGE_MESSAGES.HERO_TITLE })
  @ValidateNested({ message: PAGE_MESSAGES.HERO_IMAGE })
  @Type(() => PageHeroDto)
  hero!: PageHeroDto;

  @IsArray({ message: PAGE_MESSAGES.BLOCKS })
  @ArrayMaxSize(MAX_PAGE_BLOCKS, { message: PAGE_MESSAGES.BLOCKS })
  @ValidateNested({ each: true, message: PAGE_MESSAGES.BLOCK_TYPE })
  @Type(() => PageBlockDto)
  blocks!: PageBlockDto[];

  /** Shown on the site (default true). */
  @IsOptional()
  @IsBoolean({ message: PAGE_MESSAGES.SHOWS })
  shows?: boolean;
}

/** Body of POST /api/console/pages: a new page at `path`. */
export class NewContentPageDto extends ContentPageDto {
  @IsString({ message: PAGE_MESSAGES.PATH })
  @Matches(PAGE_PATH_PATTERN, { message: PAGE_MESSAGES.PATH })
  @MaxLength(120, { message: PAGE_MESSAGES.PATH })
  path!: string;
}

/** Query of GET /api/v1/planner: the room's inside size in cm and the shopper's wishes (rules/bathroom-planner.ts). */
export class PlannerQueryDto {
  @Type(() => Number)
  @IsInt({ message: PLANNER_MESSAGES.SIZE })
  @Min(PLANNER_LIMITS.min, { message: PLANNER_MESSAGES.SIZE })
  @Max(PLANNER_LIMITS.max, { message: PLANNER_MESSAGES.SIZE })
  width!: number;

  @Type(() => Number)
  @IsInt({ message: PLANNER_MESSAGES.SIZE })
  @Min(PLANNER_LIMITS.min, { message: PLANNER_MESSAGES.SIZE })
  @Max(PLANNER_LIMITS.max, { message: PLANNER_MESSAGES.SIZE })
  depth!: number;

  @IsIn(['shower', 'bathtub'], { message: '욕조와 샤워 중에서 선택해주세요' })
  bathing!: 'shower' | 'bathtub';

  @Type(() => Number)
  @IsIn([1, 2], { message: '세면대는 1개 또는 2개로 선택해주세요' })
  basins!: 1 | 2;
}
