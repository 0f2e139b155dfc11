import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { DisplayCode, ShippingCode } from '../enums.js';
import { TAXONOMY_MESSAGES as M } from '../taxonomy.js';

const CODE = /^[A-Za-z0-9_-]{2,40}$/;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** An image already stored by the shop (its URL under /files). */
export class ImageUrlDto {
  @IsString({ message: M.TEXT }) @MaxLength(300, { message: M.TEXT }) url!: string;
}

/** A category visual already stored by the shop: its URL and, when uploaded through the console, its size in pixels. */
export class CategoryVisualDto {
  @IsString({ message: M.TEXT }) @MaxLength(300, { message: M.TEXT }) url!: string;
  @IsOptional() @IsInt({ message: M.SIZE }) @Min(1, { message: M.SIZE }) @Max(10_000, { message: M.SIZE }) width?: number;
  @IsOptional() @IsInt({ message: M.SIZE }) @Min(1, { message: M.SIZE }) @Max(10_000, { message: M.SIZE }) height?: number;
}

/** Body of POST /api/console/shop/categories: a new category under `parentId` (null or absent: a root), last among its siblings. */
export class CreateCategoryDto {
  @Matches(CODE, { message: M.CODE }) code!: string;
  @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name!: string;
  @IsOptional() @IsString({ message: M.TEXT }) @MaxLength(64, { message: M.TEXT }) parentId?: string | null;
  @IsOptional() @Matches(COLOR, { message: M.COLOR }) color?: string;
  /** The header visual uploaded before (POST …/categories/images); none when left out. */
  @IsOptional() @ValidateNested() @Type(() => CategoryVisualDto) visual?: CategoryVisualDto | null;
}

/** Body of PUT /api/console/shop/categories/{id}: the fields to change, and a new parent when `parentId` is sent (null: a root). */
export class UpdateCategoryDto {
  @IsOptional() @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name?: string;
  @IsOptional() @Matches(COLOR, { message: M.COLOR }) color?: string;
  @IsOptional() @IsBoolean({ message: M.FLAG }) shows?: boolean;
  @IsOptional() @ValidateNested() @Type(() => CategoryVisualDto) visual?: CategoryVisualDto | null;
  @ValidateIf((o: UpdateCategoryDto) => o.parentId !== undefined && o.parentId !== null)
  @IsString({ message: M.TEXT })
  @MaxLength(64, { message: M.TEXT })
  parentId?: string | null;
}

/** Body of PUT /api/console/shop/categories/order: the ids of one parent's children in their new order. */
export class ReorderCategoriesDto {
  @ValidateIf((o: ReorderCategoriesDto) => o.parentId !== null)
  @IsString({ message: M.IDS })
  parentId!: string | null;
  @IsArray({ message: M.IDS }) @ArrayMaxSize(500, { message: M.IDS }) @IsString({ each: true, message: M.IDS }) ids!: string[];
}

/** Body of POST /api/console/shop/brands. */
export class CreateBrandDto {
  @Matches(CODE, { message: M.CODE }) code!: string;
  @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name!: string;
  @IsOptional() @IsString({ message: M.TEXT }) @MaxLength(2000, { message: M.TEXT }) description?: string;
  @IsIn(['bath', 'kitchen'], { message: M.AREA }) area!: 'bath' | 'kitchen';
  @IsOptional() @ValidateNested() @Type(() => ImageUrlDto) image?: ImageUrlDto;
  @IsOptional() @IsInt({ message: M.TEXT }) @Min(0, { message: M.TEXT }) index?: number;
  @IsOptional() @IsBoolean({ message: M.FLAG }) shows?: boolean;
}

/** Body of PUT /api/console/shop/brands/{code}: the fields to change. */
export class UpdateBrandDto {
  @IsOptional() @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name?: string;
  @IsOptional() @IsString({ message: M.TEXT }) @MaxLength(2000, { message: M.TEXT }) description?: string;
  @IsOptional() @IsIn(['bath', 'kitchen'], { message: M.AREA }) area?: 'bath' | 'kitchen';
  @IsOptional() @ValidateNested() @Type(() => ImageUrlDto) image?: ImageUrlDto;
  @IsOptional() @IsInt({ message: M.TEXT }) @Min(0, { message: M.TEXT }) index?: number;
  @IsOptional() @IsBoolean({ message: M.FLAG }) shows?: boolean;
}

/** Body of POST /api/console/shop/displays. */
export class CreateDisplayDto {
  @Matches(CODE, { message: M.CODE }) code!: string;
  @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name!: string;
  @IsOptional()
  @IsArray({ message: M.PRODUCTS })
  @ArrayMaxSize(200, { message: M.PRODUCTS })
  @IsString({ each: true, message: M.PRODUCTS })
  productIds?: string[];
  @IsOptional() @IsBoolean({ message: M.FLAG }) shows?: boolean;
}

/** Body of PUT /api/console/shop/displays/{code}: the fields to change (`productIds`: the whole new order). */
export class UpdateDisplayDto {
  @IsOptional() @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name?: string;
  @IsOptional()
  @IsArray({ message: M.PRODUCTS })
  @ArrayMaxSize(200, { message: M.PRODUCTS })
  @IsString({ each: true, message: M.PRODUCTS })
  productIds?: string[];
  @IsOptional() @IsBoolean({ message: M.FLAG }) shows?: boolean;
}

/** A filtering's property name and values: plain text, 1 to 40 and up to 100 characters. */
const PROPERTY = /^\S.{0,39}$/su;

/** Body of POST /api/console/shop/filterings: a new facet of the shop's product lists (last in order unless `index` is sent). */
export class CreateFilteringDto {
  @Matches(CODE, { message: M.CODE }) code!: string;
  @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name!: string;
  @IsString({ message: M.PROPERTY }) @Matches(PROPERTY, { message: M.PROPERTY }) property!: string;
  @IsOptional()
  @IsArray({ message: M.VALUES })
  @ArrayMaxSize(50, { message: M.VALUES })
  @IsString({ each: true, message: M.VALUES })
  @MaxLength(100, { each: true, message: M.VALUES })
  values?: string[];
  @IsOptional() @IsInt({ message: M.TEXT }) @Min(0, { message: M.TEXT }) index?: number;
  @IsOptional() @IsBoolean({ message: M.FLAG }) enabled?: boolean;
}

/** Body of PUT /api/console/shop/filterings/{code}: the fields to change (`values`: the whole new list). */
export class UpdateFilteringDto {
  @IsOptional() @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name?: string;
  @IsOptional() @IsString({ message: M.PROPERTY }) @Matches(PROPERTY, { message: M.PROPERTY }) property?: string;
  @IsOptional()
  @IsArray({ message: M.VALUES })
  @ArrayMaxSize(50, { message: M.VALUES })
  @IsString({ each: true, message: M.VALUES })
  @MaxLength(100, { each: true, message: M.VALUES })
  values?: string[];
  @IsOptional() @IsInt({ message: M.TEXT }) @Min(0, { message: M.TEXT }) index?: number;
  @IsOptional() @IsBoolean({ message: M.FLAG }) enabled?: boolean;
}

/** Body of PUT /api/console/shop/filterings/order: every filtering's code in the new order. */
export class ReorderFilteringsDto {
  @IsArray({ message: M.IDS }) @ArrayMaxSize(100, { message: M.IDS }) @IsString({ each: true, message: M.IDS }) codes!: string[];
}

/** Body of PUT /api/console/main/displays/{code}: the products of a home display block, in order. */
export class PickDisplayProductsDto {
  @IsArray({ message: M.PRODUCTS }) @ArrayMaxSize(200, { message: M.PRODUCTS }) @IsString({ each: true, message: M.PRODUCTS }) productIds!: string[];
}

/** A display code's setting (spec §3 Display code). */
export class DisplayCodeDto {
  @IsIn(Object.values(DisplayCode), { message: M.CODE_VALUE }) value!: DisplayCode;
  @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) text!: string;
  @Matches(COLOR, { message: M.COLOR }) color!: string;
  @IsBoolean({ message: M.FLAG }) shows!: boolean;
}

/** A shipping code's warehouse address (its geolocation is kept while the address stays). */
export class WarehouseDto {
  @IsString({ message: M.TEXT }) @MaxLength(10, { message: M.TEXT }) postcode!: string;
  @IsString({ message: M.TEXT }) @MaxLength(200, { message: M.TEXT }) address1!: string;
  @IsString({ message: M.TEXT }) @MaxLength(200, { message: M.TEXT }) address2!: string;
}

/** A shipping code's setting (spec §3 Shipping code: text, value, color, shows, warehouse, areas__available). */
export class ShippingCodeDto {
  @IsIn(Object.values(ShippingCode), { message: M.CODE_VALUE }) value!: ShippingCode;
  @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) text!: string;
  @Matches(COLOR, { message: M.COLOR }) color!: string;
  @IsBoolean({ message: M.FLAG }) shows!: boolean;
  @IsOptional() @ValidateNested() @Type(() => WarehouseDto) warehouse?: WarehouseDto | null;
  @IsArray({ message: M.TEXT }) @ArrayMaxSize(20, { message: M.TEXT }) @IsString({ each: true, message: M.TEXT }) areas__available!: string[];
}

/** Body of PUT /api/console/shop/codes: the lists to replace (each whole; absent ones stay). */
export class UpdateShopCodesDto {
  @IsOptional()
  @IsArray({ message: M.CODE_VALUE })
  @ArrayMaxSize(20, { message: M.CODE_VALUE })
  @ValidateNested({ each: true })
  @Type(() => DisplayCodeDto)
  displayCodes?: DisplayCodeDto[];
  @IsOptional()
  @IsArray({ message: M.CODE_VALUE })
  @ArrayMaxSize(20, { message: M.CODE_VALUE })
  @ValidateNested({ each: true })
  @Type(() => ShippingCodeDto)
  shippingCodes?: ShippingCodeDto[];
}
