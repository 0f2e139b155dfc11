import { All, Controller, Inject, NotFoundException, Optional, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../auth/auth.guard.js';
import { sendWebResponse } from '../../http/web-handler.js';
import { NICE_PAY_SIMULATOR_PATH } from './nice-pay.config.js';
import { NicePaySimulator } from './nice-pay.simulator.js';

/** The request's body again as bytes of its own content type (form or JSON), for the simulator's WHATWG Request. */
function bodyOf(req: FastifyRequest): string | undefined {
  if (req.body === undefined || req.body === null) return undefined;
  if (typeof req.body === 'string') return req.body;
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return new URLSearchParams(req.body as Record<string, string>).toString();
  return JSON.stringify(req.body);
}

/**
 * Serves the NICE Pay simulator on the shop's own origin under /nicepay-sim (when NICE Pay is
 * simulated, see nice-pay.config.ts): the SDK, the payment window and its pages, so a browser
 * pays in the shop's tab with the shop's CSP. The API calls of the shop reach the simulator
 * in-process; these routes are for the browser. The answer goes out as any WebHandler's does
 * (`sendWebResponse`); the request is rebuilt here because Fastify has already parsed its body.
 */
@ApiExcludeController()
@Public()
@Controller(NICE_PAY_SIMULATOR_PATH.slice(1))
export class NicePaySimulatorController {
  constructor(@Optional() @Inject(NicePaySimulator) private readonly simulator: NicePaySimulator | null) {}

  @All('*')
  async handle(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    if (!this.simulator) throw new NotFoundException();
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'authorization', 'referer']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url, 'http://shop.local'), { method: req.method, headers, body: hasBody ? bodyOf(req) : undefined });
    return sendWebResponse(await this.simulator.handle(request), reply);
  }
}
