import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { TRACKING_SIMULATOR_PATH } from '@shop/contracts';
import { Public } from '../auth/auth.guard.js';
import { TRACKING_SIMULATOR_FILES } from './tracking-simulator.js';
import { TRACKING_CONFIG } from './tracking.tokens.js';
import type { TrackingConfig } from './tracking.config.js';

/**
 * Serves the simulated tracking providers on the shop's own origin (when TRACKING_SCRIPTS is
 * `simulator`, the default): their scripts, and the collector their hits go to, which answers
 * 204 and keeps nothing. With the real providers every path here answers 404.
 */
@ApiExcludeController()
@Public()
@Controller(TRACKING_SIMULATOR_PATH.slice(1))
export class TrackingSimulatorController {
  constructor(@Inject(TRACKING_CONFIG) private readonly config: TrackingConfig) {}

  /** A simulated hit: nothing to answer. Throws 404 with the real providers. */
  @Get('collect')
  @HttpCode(204)
  collect(): void {
    this.simulatedOnly();
  }

  /** A simulated provider's script (gtag.js, wcslog.js, fbevents.js). Throws 404 for any other name, or with the real providers. */
  @Get(':file')
  script(@Param('file') file: string, @Res() reply: FastifyReply): FastifyReply {
    this.simulatedOnly();
    const body = Object.hasOwn(TRACKING_SIMULATOR_FILES, file) ? TRACKING_SIMULATOR_FILES[file] : undefined;
    if (body === undefined) throw new NotFoundException();
    return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  }

  private simulatedOnly(): void {
    if (this.config.scripts !== 'simulator') throw new NotFoundException();
  }
}
