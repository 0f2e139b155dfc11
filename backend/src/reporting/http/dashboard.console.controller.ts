import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ConsoleDashboardResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ConsoleDashboardQueries } from '../application/console-dashboard.queries.js';
import { seoulDate } from '../domain/calendar.js';

/**
 * The console dashboard, GET /api/console/dashboard (spec §2 console dashboard; area `dashboard`,
 * the admin02 tier of spec §6: console and admin02). Figures follow the events as the read models
 * receive them (eventually consistent).
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('dashboard')
@Controller('api/console/dashboard')
export class DashboardConsoleController {
  constructor(private readonly queries: ConsoleDashboardQueries) {}

  /** Today's and this month's orders, sales, waiting purchases and new members (Asia/Seoul days). */
  @Get()
  @ApiAnswer(200, 'ConsoleDashboardResponse')
  dashboard(): Promise<ConsoleDashboardResponse> {
    return this.queries.dashboard(seoulDate(new Date().toISOString()).day);
  }
}
