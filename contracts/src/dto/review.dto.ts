import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTENT_RULES, SUBJECT_RULES } from '../rules/rules.js';
import { FollowsRules } from '../rules/follows-rules.js';
import { MAX_PICKED_REVIEWS, MAX_REVIEW_IMAGES, REVIEW_MESSAGES, REVIEW_STARS } from '../reviews.js';

/** Body of PUT /api/v1/me/reviews/{id}: the review's stars and text, and which of its photos stay. */
export class EditReviewDto {
  /** Whole stars 1 to 5. */
  @IsInt({ message: REVIEW_MESSAGES.STAR })
  @IsIn([...REVIEW_STARS], { message: REVIEW_MESSAGES.STAR })
  star!: number;

  /** At least 2 characters (spec §5 Subject). */
  @FollowsRules(SUBJECT_RULES)
  subject!: string;

  /** Plain text, at least 2 characters (spec §5 Content). */
  @FollowsRules(CONTENT_RULES)
  content!: string;

  /** URLs of the review's own photos to keep (others are dropped); omitted keeps them all. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_REVIEW_IMAGES, { message: REVIEW_MESSAGES.TOO_MANY_IMAGES })
  @IsString({ each: true })
  @MaxLength(300, { each: true })
  images?: string[];
}

/** Body of POST /api/v1/me/reviews: a review of one of the member's confirmed purchase lines; photos follow under /images. */
export class WriteReviewDto extends EditReviewDto {
  /** The purchase line reviewed. */
  @IsString()
  @MaxLength(100)
  purchase!: string;
}

/** Body of PUT /api/console/shop/reviews/{id}: staff hide or show the review and answer it (empty text removes the answer). */
export class ConsoleReviewDto {
  @IsOptional()
  @IsBoolean()
  hidden?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: '답변은 2000자 이하로 작성해주세요' })
  reply?: string;
}

/** Body of PUT /api/console/main/reviews/{code}: the review ids the home display shows, in order (at most 20, no repeats). */
export class PickReviewsDto {
  @IsArray()
  @ArrayMaxSize(MAX_PICKED_REVIEWS, { message: `리뷰는 ${MAX_PICKED_REVIEWS}개까지 고를 수 있습니다` })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  reviews!: string[];
}
