import { Type } from 'class-transformer';
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
  Length,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { DisplayCode, ProductType, ShippingBundleType, ShippingCode } from '../enums.js';
import { VARIATION_CODE, VARIATION_MESSAGES } from '../rules/variations.js';
import type { OptionValueSort } from '../api.js';
import { OPTION_VALUE_SORTS, PRODUCT_MESSAGES } from '../rules/product-options.js';

const CODE = /^[A-Za-z0-9_-]{2,40}$/;

/** An image reference (a URL the shop serves). */
export class ImageRefDto {
  @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(500, { message: PRODUCT_MESSAGES.TEXT }) url!: string;
}

/** A value of an option (price added in 원, optional colour swatch `hexa` or swatch picture `img`, spec §3 optionsConf values). */
export class ProductOptionValueDto {
  @IsString({ message: PRODUCT_MESSAGES.TEXT }) @Length(1, 60, { message: PRODUCT_MESSAGES.TEXT }) name!: string;
  @IsOptional() @Matches(/^#[0-9a-fA-F]{6}$/, { message: PRODUCT_MESSAGES.TEXT }) hexa?: string;
  @IsOptional() @ValidateNested() @Type(() => ImageRefDto) img?: ImageRefDto | null;
  @IsInt({ message: PRODUCT_MESSAGES.WON }) amount!: number;
}

/**
 * An option combination of the editor's "옵션 조합" table (spec §3 variation: code, list, spec,
 * enabled) with its units (`stock`, whole number from 0; left out: unchanged). Whether `list`
 * names the product's own option values is checked by the catalogue (422 PRODUCT_INVALID).
 */
export class ProductVariationDto {
  @Matches(VARIATION_CODE, { message: VARIATION_MESSAGES.CODE }) code!: string;
  @IsObject({ message: VARIATION_MESSAGES.LIST }) list!: Record<string, string>;
  @IsString({ message: VARIATION_MESSAGES.SPEC }) @MaxLength(200, { message: VARIATION_MESSAGES.SPEC }) spec!: string;
  @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) enabled!: boolean;
  @IsOptional() @IsInt({ message: VARIATION_MESSAGES.STOCK }) @Min(0, { message: VARIATION_MESSAGES.STOCK }) stock?: number;
}

/** An option of a product with its values (spec §3 options). */
export class ProductOptionDto {
  @IsString({ message: PRODUCT_MESSAGES.TEXT }) @Length(1, 60, { message: PRODUCT_MESSAGES.TEXT }) name!: string;
  @IsArray({ message: PRODUCT_MESSAGES.LIST })
  @ArrayMaxSize(100, { message: PRODUCT_MESSAGES.LIST })
  @ValidateNested({ each: true })
  @Type(() => ProductOptionValueDto)
  values!: ProductOptionValueDto[];
}

/** The discount period (days yyyy-mm-dd, KST). */
export class DiscountExpirationDto {
  @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) enabled!: boolean;
  @IsOptional() @IsString({ message: PRODUCT_MESSAGES.TEXT }) startDate!: string | null;
  @IsOptional() @IsString({ message: PRODUCT_MESSAGES.TEXT }) endDate!: string | null;
}

/** The product's discount: 원 off or percent (0..100, checked by the catalogue). */
export class ProductDiscountDto {
  @IsIn(['won', 'percent'], { message: PRODUCT_MESSAGES.DISCOUNT_UNIT }) unit!: 'won' | 'percent';
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PRODUCT_MESSAGES.NUMBER }) amount!: number;
  @IsOptional() @ValidateNested() @Type(() => DiscountExpirationDto) expiration?: DiscountExpirationDto;
}

/** The product page's link button. */
export class ProductLinkDto {
  @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(500, { message: PRODUCT_MESSAGES.TEXT }) url!: string;
  @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(60, { message: PRODUCT_MESSAGES.TEXT }) name!: string;
  @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) enabled!: boolean;
  @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) isOuter!: boolean;
}

/** A custom line of an item (name, units, price in 원). */
export class ProductItemCustomDto {
  @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(120, { message: PRODUCT_MESSAGES.TEXT }) name!: string;
  @IsInt({ message: PRODUCT_MESSAGES.NUMBER }) amount!: number;
  @IsInt({ message: PRODUCT_MESSAGES.WON }) salePrice!: number;
}

/** A choice, related, bundled or supply item (spec §3 Product). */
export class ProductItemDto {
  @IsOptional() @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(64) _product!: string | null;
  @IsOptional() @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(200) _option!: string | null;
  @IsOptional() @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(64) _supply!: string | null;
  @IsOptional() @ValidateNested() @Type(() => ProductItemCustomDto) custom!: ProductItemCustomDto | null;
  @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) enabled!: boolean;
  @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) deleted!: boolean;
  @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) mandatory!: boolean;
  /** Of a product bundle's part: units of the product one bundle takes (absent: 1). */
  @IsOptional() @IsInt({ message: PRODUCT_MESSAGES.PART_AMOUNT }) @Min(1, { message: PRODUCT_MESSAGES.PART_AMOUNT }) amount?: number;
}

/** The product's option settings (spec §3 optionsConf): whether options are offered, and how the product page orders their values. */
export class ProductOptionsConfDto {
  @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) enabled!: boolean;
  @IsIn(Object.keys(OPTION_VALUE_SORTS), { message: PRODUCT_MESSAGES.OPTION_SORT }) sort!: OptionValueSort;
}

/** A name/value row of the product's properties table. */
export class ProductPropertyDto {
  @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(60, { message: PRODUCT_MESSAGES.TEXT }) name!: string;
  @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(300, { message: PRODUCT_MESSAGES.TEXT }) value!: string;
}

const items = () => [
  IsOptional(),
  IsArray({ message: PRODUCT_MESSAGES.LIST }),
  ArrayMaxSize(50, { message: PRODUCT_MESSAGES.LIST }),
  ValidateNested({ each: true }),
  Type(() => ProductItemDto),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/**
 * Body of PUT /api/console/shop/products/{id}: only the fields that change (spec §3 Product).
 * Shapes are checked here; the catalogue's rules (prices in 원, percent 0..100, no item pointing
 * at the product itself, discount period) by the product decider (422 PRODUCT_INVALID).
 */
export class UpdateProductDto {
  @IsOptional() @IsString({ message: PRODUCT_MESSAGES.NAME }) @Length(1, 120, { message: PRODUCT_MESSAGES.NAME }) name?: string;
  @IsOptional() @IsIn(Object.values(ProductType).filter((t) => t !== 'target'), { message: PRODUCT_MESSAGES.TYPE }) type?: ProductType;
  @IsOptional() @IsString({ message: PRODUCT_MESSAGES.CATEGORY }) @Length(1, 64, { message: PRODUCT_MESSAGES.CATEGORY }) _category?: string;
  @IsOptional() @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(64) _brand?: string | null;
  @IsOptional() @IsNumber({}, { message: PRODUCT_MESSAGES.WON }) price?: number;
  @IsOptional() @IsNumber({}, { message: PRODUCT_MESSAGES.WON }) cost?: number;
  @IsOptional() @ValidateNested() @Type(() => ProductDiscountDto) discount?: ProductDiscountDto | null;
  @IsOptional() @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) discountEnabled?: boolean;
  @IsOptional() @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) sells?: boolean;
  @IsOptional() @IsBoolean({ message: PRODUCT_MESSAGES.FLAG }) shows?: boolean;
  @IsOptional() @IsArray() @ArrayMaxSize(10) @ValidateNested({ each: true }) @Type(() => ProductOptionDto) options?: ProductOptionDto[];
  @IsOptional() @ValidateNested() @Type(() => ProductOptionsConfDto) optionsConf?: ProductOptionsConfDto;
  @IsOptional() @IsArray() @IsIn(Object.values(DisplayCode), { each: true, message: PRODUCT_MESSAGES.GROUP }) groups?: DisplayCode[];
  @IsOptional() @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(40, { each: true }) hashtags?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(40, { each: true }) flags?: string[];
  @IsOptional() @IsString({ message: PRODUCT_MESSAGES.TEXT }) @MaxLength(200_000, { message: PRODUCT_MESSAGES.TEXT }) content?: string;
  @IsOptional() @IsString() @MaxLength(200, { message: PRODUCT_MESSAGES.TEXT }) size?: string;
  @IsOptional() @IsString() @MaxLength(100, { message: PRODUCT_MESSAGES.TEXT }) origin?: string;
  @IsOptional() @IsString() @MaxLength(100, { message: PRODUCT_MESSAGES.TEXT }) manufacturer?: string;
  @IsOptional() @IsArray() @ArrayMaxSize(50) @ValidateNested({ each: true }) @Type(() => ProductPropertyDto) properties?: ProductPropertyDto[];
  @IsOptional() @IsIn(Object.values(ShippingCode), { message: PRODUCT_MESSAGES.SHIPPING }) shippingCode?: ShippingCode;
  @IsOptional() @IsIn(Object.values(ShippingBundleType), { message: PRODUCT_MESSAGES.SHIPPING }) shippingBundleType?: ShippingBundleType;
  @IsOptional() @ValidateNested() @Type(() => ImageRefDto) thumb?: ImageRefDto;
  @IsOptional() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => ImageRefDto) images?: ImageRefDto[];
  @IsOptional() @IsInt({ message: PRODUCT_MESSAGES.NUMBER }) index?: number;
  @IsOptional() @IsInt({ message: PRODUCT_MESSAGES.NUMBER }) sequence?: number;
  @IsOptional() @IsString() @MaxLength(20, { message: PRODUCT_MESSAGES.TEXT }) youtubeCode?: string;
  @IsOptional() @ValidateNested() @Type(() => ProductLinkDto) link?: ProductLinkDto | null;
  @IsOptional() @IsString() @MaxLength(40, { message: PRODUCT_MESSAGES.TEXT }) relatedGroupCode?: string;
  @apply(items()) choicees?: ProductItemDto[];
  @apply(items()) relateds?: ProductItemDto[];
  @apply(items()) bundleds?: ProductItemDto[];
  @apply(items()) supplies?: ProductItemDto[];
  @IsOptional()
  @IsArray({ message: PRODUCT_MESSAGES.LIST })
  @ArrayMaxSize(200, { message: PRODUCT_MESSAGES.LIST })
  @ValidateNested({ each: true })
  @Type(() => ProductVariationDto)
  variations?: ProductVariationDto[];
  @IsOptional() @IsInt({ message: PRODUCT_MESSAGES.STOCK }) @Min(0, { message: PRODUCT_MESSAGES.STOCK }) stock?: number;
}

/**
 * Body of POST /api/console/shop/products: a new product; its code is claimed (409 when taken).
 * name, _category and price are required too (the controller answers 400 without them).
 */
export class CreateProductDto extends UpdateProductDto {
  @Matches(CODE, { message: PRODUCT_MESSAGES.CODE }) code!: string;
}

/** Body of PUT /api/console/shop/products/bulk: show, hide, sell or stop selling several products. */
export class BulkProductsDto {
  @IsArray({ message: PRODUCT_MESSAGES.IDS })
  @ArrayMaxSize(200, { message: PRODUCT_MESSAGES.IDS })
  @IsString({ each: true, message: PRODUCT_MESSAGES.IDS })
  ids!: string[];

  @IsIn(['show', 'hide', 'sell', 'stopSelling'], { message: PRODUCT_MESSAGES.BULK })
  action!: 'show' | 'hide' | 'sell' | 'stopSelling';
}
