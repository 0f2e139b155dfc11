import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import type { QuestionCategory } from '../center-questions.js';
import { CENTER_POST_CONTENT_RULES, CENTER_POST_TITLE_RULES } from '../rules/center-posts.js';
import { FollowsRules } from '../rules/follows-rules.js';
import { QUESTION_CATEGORIES, QUESTION_CATEGORY_MESSAGE } from '../rules/questions.js';

/**
 * Body of POST /api/console/center/notifications and /faqs, and of their PUT {id}: the whole
 * post. `category` is required of an FAQ (spec §9 question categories) and ignored for a notice;
 * `pinned` only means something for a notice, `index` for an FAQ.
 */
export class CenterPostDto {
  @IsString({ message: '제목을 입력해주세요' })
  @FollowsRules(CENTER_POST_TITLE_RULES)
  title!: string;

  /** HTML from the rich-text editor; sanitised on the server. */
  @IsString({ message: '내용을 입력해주세요' })
  @FollowsRules(CENTER_POST_CONTENT_RULES)
  content!: string;

  @IsOptional()
  @IsIn(QUESTION_CATEGORIES, { message: QUESTION_CATEGORY_MESSAGE })
  category?: QuestionCategory;

  @IsOptional()
  @IsBoolean({ message: '상단 고정 여부를 선택해주세요' })
  pinned?: boolean;

  @IsOptional()
  @IsBoolean({ message: '노출 여부를 선택해주세요' })
  shows?: boolean;

  @IsOptional()
  @IsInt({ message: '순서는 0 이상 9999 이하의 정수로 입력해주세요' })
  @Min(0, { message: '순서는 0 이상 9999 이하의 정수로 입력해주세요' })
  @Max(9999, { message: '순서는 0 이상 9999 이하의 정수로 입력해주세요' })
  index?: number;
}
