import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { FollowsRules } from '../rules/follows-rules.js';
import { EMAIL_RULES, NAME_RULES, PASSWORD_RULES, USERNAME_RULES } from '../rules/rules.js';

const CERT_MESSAGE = '본인인증 결과가 올바르지 않습니다';

/**
 * Body of POST /api/v1/users/certify: what KCP's 본인인증 window posts back to the shop's
 * Ret_URL (a form), or the same fields as JSON. `dn_hash` signs `site_cd + ordr_idxx + cert_no`;
 * `enc_cert_data` holds the person (name, phone, birth day, CI, DI) encrypted for the site.
 */
export class KcpCertReturnDto {
  @IsString({ message: CERT_MESSAGE })
  @MaxLength(20, { message: CERT_MESSAGE })
  site_cd!: string;

  @IsString({ message: CERT_MESSAGE })
  @MaxLength(40, { message: CERT_MESSAGE })
  ordr_idxx!: string;

  @IsString({ message: CERT_MESSAGE })
  @MaxLength(10, { message: CERT_MESSAGE })
  res_cd!: string;

  @IsOptional()
  @IsString({ message: CERT_MESSAGE })
  @MaxLength(200, { message: CERT_MESSAGE })
  res_msg?: string;

  @IsOptional()
  @IsString({ message: CERT_MESSAGE })
  @MaxLength(40, { message: CERT_MESSAGE })
  cert_no?: string;

  @IsOptional()
  @IsString({ message: CERT_MESSAGE })
  @MaxLength(4000, { message: CERT_MESSAGE })
  enc_cert_data?: string;

  @IsOptional()
  @IsString({ message: CERT_MESSAGE })
  @MaxLength(200, { message: CERT_MESSAGE })
  dn_hash?: string;
}

/** What POST /api/v1/users/recovery is asked to do. */
export const RECOVERY_ACTIONS = ['find-id', 'send-reset-link', 'reset-password'] as const;
export type RecoveryAction = (typeof RECOVERY_ACTIONS)[number];

const byCertification = (o: RecoveryDto) => o.certification !== undefined;

/**
 * Body of POST /api/v1/users/recovery (spec §2 /login/find-id, /login/find-password):
 * - `find-id`: a `certification` (휴대폰 본인인증), or `name` and `email`;
 * - `send-reset-link`: `username` and `email` (a link is e-mailed when they match);
 * - `reset-password`: a new `password` (spec §5) with the e-mailed `token`, or with a
 *   `certification` and the `username`.
 */
export class RecoveryDto {
  @IsIn(RECOVERY_ACTIONS, { message: '요청 종류를 확인해주세요' })
  action!: RecoveryAction;

  @IsOptional()
  @IsString({ message: '본인인증을 다시 진행해주세요' })
  @MaxLength(100, { message: '본인인증을 다시 진행해주세요' })
  certification?: string;

  @ValidateIf((o: RecoveryDto) => o.action === 'find-id' && !byCertification(o))
  @FollowsRules(NAME_RULES)
  name?: string;

  @ValidateIf((o: RecoveryDto) => (o.action === 'find-id' && !byCertification(o)) || o.action === 'send-reset-link')
  @FollowsRules(EMAIL_RULES)
  email?: string;

  @ValidateIf((o: RecoveryDto) => o.action === 'send-reset-link' || (o.action === 'reset-password' && o.token === undefined))
  @FollowsRules(USERNAME_RULES)
  username?: string;

  @ValidateIf((o: RecoveryDto) => o.action === 'reset-password' && !byCertification(o))
  @IsString({ message: '비밀번호 재설정 링크가 올바르지 않습니다' })
  @MaxLength(2000, { message: '비밀번호 재설정 링크가 올바르지 않습니다' })
  token?: string;

  @ValidateIf((o: RecoveryDto) => o.action === 'reset-password')
  @FollowsRules(PASSWORD_RULES)
  password?: string;
}
