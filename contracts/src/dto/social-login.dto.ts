import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { JoiningMemberDto } from './identity.dto.js';

/**
 * Body of POST /api/v1/social-login/callback: what the provider sent back to /login/sns-validate
 * (its query `code` and `state`, or `error` and `error_description` when the person declined).
 */
export class SocialCallbackDto {
  @IsString({ message: '로그인 요청이 올바르지 않습니다. 다시 시도해주세요' })
  @MinLength(1, { message: '로그인 요청이 올바르지 않습니다. 다시 시도해주세요' })
  @MaxLength(2000, { message: '로그인 요청이 올바르지 않습니다. 다시 시도해주세요' })
  state!: string;

  @IsOptional()
  @IsString({ message: '로그인 요청이 올바르지 않습니다. 다시 시도해주세요' })
  @MaxLength(2000, { message: '로그인 요청이 올바르지 않습니다. 다시 시도해주세요' })
  code?: string;

  @IsOptional()
  @IsString({ message: '로그인 요청이 올바르지 않습니다. 다시 시도해주세요' })
  @MaxLength(200, { message: '로그인 요청이 올바르지 않습니다. 다시 시도해주세요' })
  error?: string;

  @IsOptional()
  @IsString({ message: '로그인 요청이 올바르지 않습니다. 다시 시도해주세요' })
  @MaxLength(500, { message: '로그인 요청이 올바르지 않습니다. 다시 시도해주세요' })
  error_description?: string;
}

/** Body of POST /api/v1/social-login/link: the ticket of a first social login and the member's ID and password. */
export class SocialLinkDto {
  @IsString({ message: '소셜 로그인을 다시 시도해주세요' })
  @MaxLength(4000, { message: '소셜 로그인을 다시 시도해주세요' })
  ticket!: string;

  @IsString({ message: '아이디를 입력해주세요' })
  @MinLength(1, { message: '아이디를 입력해주세요' })
  @MaxLength(100, { message: '아이디를 입력해주세요' })
  username!: string;

  @IsString({ message: '비밀번호를 입력해주세요' })
  @MinLength(1, { message: '비밀번호를 입력해주세요' })
  @MaxLength(200, { message: '비밀번호를 입력해주세요' })
  password!: string;
}

/** Body of POST /api/v1/social-login/join: a new PERSON member from a first social login (spec §3 User sign-up, rules of §5). */
export class SocialJoinDto extends JoiningMemberDto {
  @IsString({ message: '소셜 로그인을 다시 시도해주세요' })
  @MaxLength(4000, { message: '소셜 로그인을 다시 시도해주세요' })
  ticket!: string;
}

/** Body of POST /api/v1/me/social-accounts: the ticket of a first social login, linked to the signed-in member. */
export class LinkMySocialAccountDto {
  @IsString({ message: '소셜 로그인을 다시 시도해주세요' })
  @MinLength(1, { message: '소셜 로그인을 다시 시도해주세요' })
  @MaxLength(4000, { message: '소셜 로그인을 다시 시도해주세요' })
  ticket!: string;
}
