import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import {
  BOARD_CATEGORIES,
  BOARD_COMMENT_RULES,
  BOARD_CONTENT_RULES,
  BOARD_SUBJECT_RULES,
  BOARD_VIEW_SOURCES,
  type BoardCategory,
  type BoardViewSource,
} from '../boards.js';
import { FollowsRules } from '../rules/follows-rules.js';

const CATEGORY_MESSAGE = '게시판 분류를 선택해주세요';

/**
 * Body of POST /api/v1/boards, PUT /api/v1/boards/{id} and the console's POST and PUT: the whole
 * post. `pinned` and `shows` are staff's (ignored from members); members write only in
 * MEMBER_BOARD_CATEGORIES.
 */
export class BoardDto {
  @IsIn(BOARD_CATEGORIES, { message: CATEGORY_MESSAGE })
  category!: BoardCategory;

  @IsString({ message: '제목을 입력해주세요' })
  @FollowsRules(BOARD_SUBJECT_RULES)
  subject!: string;

  /** HTML from the rich-text editor; sanitised on the server. */
  @IsString({ message: '내용을 입력해주세요' })
  @FollowsRules(BOARD_CONTENT_RULES)
  content!: string;

  @IsOptional()
  @IsBoolean({ message: '상단 고정 여부를 선택해주세요' })
  pinned?: boolean;

  @IsOptional()
  @IsBoolean({ message: '노출 여부를 선택해주세요' })
  shows?: boolean;
}

/** Body of PUT /api/console/boards/shows: show or hide several posts at once. */
export class BoardShowsDto {
  @IsArray({ message: '게시글을 선택해주세요' })
  @ArrayMinSize(1, { message: '게시글을 선택해주세요' })
  @ArrayMaxSize(100, { message: '한 번에 100개까지 바꿀 수 있습니다' })
  @IsUUID('4', { each: true, message: '게시글을 선택해주세요' })
  ids!: string[];

  @IsBoolean({ message: '노출 여부를 선택해주세요' })
  shows!: boolean;
}

/** Body of POST /api/v1/boards/{board}/comments and PUT …/comments/{id}. */
export class BoardCommentDto {
  @IsString({ message: '댓글을 입력해주세요' })
  @FollowsRules(BOARD_COMMENT_RULES)
  content!: string;
}

/** Body of POST /api/v1/boards/{id}/views: one view of a shown post, and where it came from (kept with the view). */
export class BoardViewDto {
  @IsOptional()
  @IsIn(BOARD_VIEW_SOURCES, { message: '조회 경로가 올바르지 않습니다' })
  from?: BoardViewSource;
}
