import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { FollowsRules } from '../rules/follows-rules.js';
import {
  MAX_QUESTION_IMAGES,
  QUESTION_AUDIENCES,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_MESSAGE,
  QUESTION_CONTENT_RULES,
  QUESTION_DELETE_REASON_RULES,
  QUESTION_SUBJECT_RULES,
} from '../rules/questions.js';
import type { QuestionAudience, QuestionCategory } from '../center-questions.js';

const IMAGES_MESSAGE = `사진은 ${MAX_QUESTION_IMAGES}장까지 첨부할 수 있습니다`;

/** Body of PUT /api/v1/center/questions/{id}: category (spec §9), subject (2–100) and content (2–2,000). */
export class EditQuestionDto {
  @IsIn(QUESTION_CATEGORIES, { message: QUESTION_CATEGORY_MESSAGE })
  category!: QuestionCategory;

  @IsString({ message: '제목을 입력해주세요' })
  @FollowsRules(QUESTION_SUBJECT_RULES)
  subject!: string;

  @IsString({ message: '내용을 입력해주세요' })
  @FollowsRules(QUESTION_CONTENT_RULES)
  content!: string;

  /** URLs of the pictures already attached that stay (others are dropped); absent keeps them all. */
  @IsOptional()
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMaxSize(MAX_QUESTION_IMAGES, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: IMAGES_MESSAGE })
  @MaxLength(300, { each: true, message: IMAGES_MESSAGE })
  images?: string[];
}

/** Body of POST /api/v1/center/questions: the question, and the area it is asked from (PROMOTER only for an approved promoter). */
export class AskQuestionDto extends EditQuestionDto {
  @IsOptional()
  @IsIn(QUESTION_AUDIENCES, { message: '질문 위치를 확인해주세요' })
  audience?: QuestionAudience;
}

/** Body of PUT /api/console/center/questions/{id}: staff's answer (2–2,000 characters). */
export class AnswerQuestionDto {
  @IsString({ message: '내용을 입력해주세요' })
  @FollowsRules(QUESTION_CONTENT_RULES)
  answer!: string;
}

/** Body of DELETE /api/console/center/questions/{id}: why staff delete it (kept on the event). */
export class DeleteQuestionDto {
  @IsString({ message: '삭제 사유를 입력해주세요' })
  @FollowsRules(QUESTION_DELETE_REASON_RULES)
  reason!: string;
}
