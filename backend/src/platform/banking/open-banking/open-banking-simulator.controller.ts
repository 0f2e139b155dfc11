import { All, Controller, Get, Inject, NotFoundException, Optional, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../auth/auth.guard.js';
import { sendWebResponse } from '../../http/web-handler.js';
import { BANK_SIMULATOR_PATH } from './open-banking.config.js';
import { OpenBankingSimulator } from './open-banking.simulator.js';

/** The request's body again as text of its own content type (form or JSON), for the simulator's WHATWG Request. */
function bodyOf(req: FastifyRequest): string | undefined {
  if (req.body === undefined || req.body === null) return undefined;
  if (typeof req.body === 'string') return req.body;
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return new URLSearchParams(req.body as Record<string, string>).toString();
  return JSON.stringify(req.body);
}

/**
 * Serves the bank simulator on the shop's own origin under /bank-sim (when open banking is
 * simulated, see open-banking.config.ts): the transfers page `/bank-sim`, its JSON
 * `/bank-sim/transfers?accountNumber=` (outside production or with BANK_SIMULATOR_PAGE=on) and the
 * provider's API paths. The shop's own calls reach the simulator in-process.
 */
@ApiExcludeController()
@Public()
@Controller(BANK_SIMULATOR_PATH.slice(1))
export class OpenBankingSimulatorController {
  constructor(@Optional() @Inject(OpenBankingSimulator) private readonly simulator: OpenBankingSimulator | null) {}

  @Get()
  page(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return this.handle(req, reply);
  }

  @All('*')
  async handle(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    if (!this.simulator) throw new NotFoundException();
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'authorization']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url, 'http://shop.local'), { method: req.method, headers, body: hasBody ? bodyOf(req) : undefined });
    return sendWebResponse(await this.simulator.handle(request), reply);
  }
}
