import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RecoveryDto, type FindIdResponse, type PasswordResetResponse, type ResetLinkSentResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { RateLimited } from '../../platform/throttle/rate-limit.guard.js';
import { AccountRecovery } from '../application/account-recovery/account-recovery.js';

/**
 * Finding a lost ID and resetting a lost password (spec §2 /login/find-id and /login/find-password,
 * §7 POST users/recovery), throttled per address like sign-ups (THROTTLE_SIGN_UPS_PER_HOUR).
 */
@ApiTags('users')
@Controller('api/v1/users')
export class RecoveryController {
  constructor(private readonly recovery: AccountRecovery) {}

  /**
   * `find-id`: the masked IDs of a verified person or of a name and e-mail (FindIdResponse);
   * `send-reset-link`: e-mails a reset link when the ID and e-mail match, answering the same either
   * way (ResetLinkSentResponse); `reset-password`: a new password with the e-mailed token or with a
   * 본인인증 of the account's person; every session ends (PasswordResetResponse).
   * 400 VALIDATION_FAILED / RESET_TOKEN_INVALID, 422 CERTIFICATION_INVALID / RECOVERY_NOT_MATCHED, 429.
   */
  @Public()
  @Post('recovery')
  @HttpCode(200)
  @RateLimited({ name: 'recovery-address', per: 'address', limit: (l) => l.signUpsPerAddressPerHour, windowMs: 3_600_000, what: '계정 찾기 요청이' })
  @ApiOkResponse({
    description: 'find-id, send-reset-link or reset-password',
    schema: { oneOf: ['FindIdResponse', 'ResetLinkSentResponse', 'PasswordResetResponse'].map((n) => ({ $ref: `#/components/schemas/${n}` })) },
  })
  async recover(@CommandMeta() metadata: CommandMetadata, @Body() dto: RecoveryDto): Promise<FindIdResponse | ResetLinkSentResponse | PasswordResetResponse> {
    switch (dto.action) {
      case 'find-id':
        return this.recovery.findId(
          dto.certification !== undefined ? { certification: dto.certification } : { name: dto.name!, email: dto.email! },
          metadata.now,
        );
      case 'send-reset-link':
        return this.recovery.sendResetLink(dto.username!, dto.email!, Date.parse(metadata.now));
      case 'reset-password':
        return dto.certification !== undefined
          ? this.recovery.resetWithCertification(dto.certification, dto.username!, dto.password!, metadata)
          : this.recovery.resetWithToken(dto.token!, dto.password!, metadata);
    }
  }
}
