import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { TAXONOMY_MESSAGES as M } from '../taxonomy.js';

const CODE = /^[A-Za-z0-9_-]{2,40}$/;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** An image already stored by the shop (its URL under /files). */
export class ImageUrlDto {
  @IsString({ message: M.TEXT }) @MaxLength(300, { message: M.TEXT }) url!: string;
}

/** Body of POST /api/console/shop/categories: a new category under `parentId` (null or absent: a root), last among its siblings. */
export class CreateCategoryDto {
  @Matches(CODE, { message: M.CODE }) code!: string;
  @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name!: string;
  @IsOptional() @IsString({ message: M.TEXT }) @MaxLength(64, { message: M.TEXT }) parentId?: string | null;
  @IsOptional() @Matches(COLOR, { message: M.COLOR }) color?: string;
}

/** Body of PUT /api/console/shop/categories/{id}: the fields to change, and a new parent when `parentId` is sent (null: a root). */
export class UpdateCategoryDto {
  @IsOptional() @IsString({ message: M.NAME }) @Matches(/^\S.{0,39}$/su, { message: M.NAME }) name?: string;
  @IsOptional() @Matches(COLOR, { message: M.COLOR }) color?: string;
  @IsOptional() @IsBoolean({ message: M.FLAG }) shows?: boolean;
  @IsOptional() @ValidateNested() @Type(() => ImageUrlDto) visual?: ImageUrlDto | null;
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
