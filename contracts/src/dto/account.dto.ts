import { IsString, MaxLength, IsOptional, MinLength } from 'class-validator';
import { FollowsRules } from '../rules/follows-rules.js';
import { PASSWORD_MODIFY_RULES } from '../rules/rules.js';
import { ChangeMemberInfoDto } from './console-members.dto.js';

/** Body of POST /api/v1/me/verify: the member's password, typed again before their info is shown for editing. */
export class VerifyPasswordDto {
  @IsString({ message: '비밀번호를 입력해주세요' })
  @MaxLength(100, { message: '비밀번호를 입력해주세요' })
  password!: string;
}

/**
 * Body of PUT /api/v1/me/info: the member's name, e-mail, phone and, when not empty, a new
 * password (spec §5 password-modify rules), with the `verification` of `POST me/verify`.
 */
export class ChangeMyInfoDto extends ChangeMemberInfoDto {
  @IsString({ message: '비밀번호를 다시 확인해주세요' })
  @MaxLength(2000, { message: '비밀번호를 다시 확인해주세요' })
  verification!: string;

  @IsOptional()
  @FollowsRules(PASSWORD_MODIFY_RULES)
  password?: string;
}

/** Body of POST /api/v1/me/withdraw: why the member leaves (2–200 characters) and the proof of POST me/verify. */
export class WithdrawDto {
  @IsString({ message: '탈퇴 사유를 입력해주세요' })
  @MinLength(2, { message: '탈퇴 사유를 입력해주세요' })
  @MaxLength(200, { message: '탈퇴 사유는 200자 이하로 입력해주세요' })
  reason!: string;

  @IsString({ message: '비밀번호를 다시 확인해주세요' })
  @MaxLength(2000, { message: '비밀번호를 다시 확인해주세요' })
  verification!: string;
}
