import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsISO8601, IsOptional, IsString, Length, Matches, ValidateNested } from 'class-validator';
import { NAME_RULES, PHONE_RULES } from '../rules/rules.js';
import { FollowsRules } from '../rules/follows-rules.js';
import { MAX_WATCHES, MEMBER_LIST_MESSAGES } from '../rules/member-lists.js';
import { AddressDto } from './ordering.dto.js';

export { MAX_DESTINATIONS, MAX_LIKES, MAX_WATCHES, MEMBER_LIST_MESSAGES } from '../rules/member-lists.js';

/** Longest record id a client may send. */
const ID_MAX = 64;

/** Body of POST /api/v1/me/likes and POST /api/v1/me/watches: the product's _id. */
export class ProductRefDto {
  @IsString({ message: MEMBER_LIST_MESSAGES.PRODUCT })
  @Length(1, ID_MAX, { message: MEMBER_LIST_MESSAGES.PRODUCT })
  product!: string;
}

/** One recently viewed product held in the browser. */
export class WatchItemDto extends ProductRefDto {
  /** ISO time of the view in the browser. */
  @IsISO8601({ strict: true }, { message: MEMBER_LIST_MESSAGES.WATCHES })
  viewedAt!: string;
}

/** Body of PUT /api/v1/me/watches: the recently viewed products held in the browser, merged in on sign-in (spec §4 Session). */
export class MergeWatchesDto {
  @IsArray({ message: MEMBER_LIST_MESSAGES.WATCHES })
  @ArrayMaxSize(MAX_WATCHES, { message: MEMBER_LIST_MESSAGES.WATCHES })
  @ValidateNested({ each: true })
  @Type(() => WatchItemDto)
  watches!: WatchItemDto[];
}

/** Body of POST and PUT /api/v1/me/destinations (spec §3 Destination): a label, who receives, and the address as an order's (AddressDto). */
export class DestinationBodyDto extends AddressDto {
  /** The member's label, e.g. 집, 회사. */
  @IsString({ message: MEMBER_LIST_MESSAGES.DESTINATION_TITLE })
  @Length(1, 20, { message: MEMBER_LIST_MESSAGES.DESTINATION_TITLE })
  @Matches(/\S/, { message: MEMBER_LIST_MESSAGES.DESTINATION_TITLE })
  title!: string;

  /** Who receives. */
  @FollowsRules(NAME_RULES)
  name!: string;

  @FollowsRules(PHONE_RULES)
  phone!: string;

  /** Make this the default address (the first saved address always is). */
  @IsOptional()
  @IsBoolean({ message: MEMBER_LIST_MESSAGES.DEFAULT })
  isDefault?: boolean;
}
