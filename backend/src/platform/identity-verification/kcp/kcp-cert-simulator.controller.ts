import { All, Controller, Inject, NotFoundException, Optional, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../auth/auth.guard.js';
import { sendWebResponse } from '../../http/web-handler.js';
import { KCP_CERT_SIMULATOR_PATH } from './kcp-cert.config.js';
import { KcpCertSimulator } from './kcp-cert.simulator.js';

/**
 * Serves the KCP 본인인증 simulator on the shop's own origin under /kcpcert-sim (when KCP is
 * simulated, see kcp-cert.config.ts): the window, its submit and the page that posts the result
 * to the shop's Ret_URL. The request is rebuilt here because Fastify has already parsed its form.
 */
@ApiExcludeController()
@Public()
@Controller(KCP_CERT_SIMULATOR_PATH.slice(1))
export class KcpCertSimulatorController {
  constructor(@Optional() @Inject(KcpCertSimulator) private readonly simulator: KcpCertSimulator | null) {}

  @All('*')
  async handle(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    if (!this.simulator) throw new NotFoundException();
    const hasBody = req.method === 'POST' && req.body && typeof req.body === 'object';
    const body = hasBody ? new URLSearchParams(req.body as Record<string, string>).toString() : undefined;
    const request = new Request(new URL(req.url, 'http://shop.local'), {
      method: req.method,
      headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body,
    });
    return sendWebResponse(await this.simulator.handle(request), reply);
  }
}
