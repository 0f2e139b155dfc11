import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MemberDashboardResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { MemberDashboard } from '../application/member-dashboard.js';

/** The member's dashboard, /api/v1/me/dashboard (spec §2 /mypage/dashboard): the signed-in member's own figures only. */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/dashboard')
export class DashboardMeController {
  constructor(private readonly dashboard: MemberDashboard) {}

  /** Order counts per state, usable coupons and points, the level and the next one's criteria, the newest orders and likes. */
  @Get()
  @ApiAnswer(200, 'MemberDashboardResponse')
  show(@CurrentUser() user: Principal, @CommandMeta() meta: CommandMetadata): Promise<MemberDashboardResponse> {
    return this.dashboard.of(user._user, meta.now);
  }
}
