import { All, Controller, Inject, NotFoundException, Optional, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/auth.guard.js';
import { sendWebResponse } from '../http/web-handler.js';
import { OAUTH_SIMULATOR_PATH } from './social-login.config.js';
import { OAuthSimulator } from './social-login.simulator.js';

/**
 * Serves the Kakao and Naver login simulator on the shop's own origin under /oauth-sim (when a
 * provider is simulated, see social-login.config.ts): the authorize pages a browser opens and
 * the token and profile calls, which the shop itself makes in-process. The request keeps the
 * browser's host, so the simulator sends it back to the shop's own pages only.
 */
@ApiExcludeController()
@Public()
@Controller(OAUTH_SIMULATOR_PATH.slice(1))
export class OAuthSimulatorController {
  constructor(@Optional() @Inject(OAuthSimulator) private readonly simulator: OAuthSimulator | null) {}

  @All('*')
  async handle(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    if (!this.simulator) throw new NotFoundException();
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'authorization']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const body =
      hasBody && req.body && typeof req.body === 'object'
        ? new URLSearchParams(req.body as Record<string, string>).toString()
        : (req.body as string | undefined);
    const request = new Request(new URL(req.url, `${req.protocol}://${req.host}`), { method: req.method, headers, body: hasBody ? body : undefined });
    return sendWebResponse(await this.simulator.handle(request), reply);
  }
}
