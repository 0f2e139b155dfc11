import { All, Controller, Inject, NotFoundException, Optional, Req, Res, StreamableFile } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../auth/auth.guard.js';
import { NICE_PAY_SIMULATOR_PATH } from './nice-pay.config.js';
import { NicePaySimulator } from './nice-pay.simulator.js';

/** A request as the HTTP framework hands it over, body already parsed (JSON or form). */
interface IncomingRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/** The request's body again as bytes of its own content type (form or JSON), for the simulator's WHATWG Request. */
function bodyOf(req: IncomingRequest): string | undefined {
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
 * in-process; these routes are for the browser. Through the framework-neutral HTTP adapter.
 */
@ApiExcludeController()
@Public()
@Controller(NICE_PAY_SIMULATOR_PATH.slice(1))
export class NicePaySimulatorController {
  constructor(
    private readonly host: HttpAdapterHost,
    @Optional() @Inject(NicePaySimulator) private readonly simulator: NicePaySimulator | null,
  ) {}

  @All('*')
  async handle(@Req() req: IncomingRequest, @Res() res: unknown): Promise<void> {
    if (!this.simulator) throw new NotFoundException();
    const adapter = this.host.httpAdapter;
    const method = adapter.getRequestMethod(req);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'authorization', 'referer']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const request = new Request(new URL(adapter.getRequestUrl(req), 'http://shop.local'), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : bodyOf(req),
    });
    const response = await this.simulator.handle(request);
    response.headers.forEach((value, name) => adapter.setHeader(res, name, value));
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? undefined;
    adapter.reply(res, bytes.length ? new StreamableFile(bytes, { type, length: bytes.length }) : null, response.status);
  }
}
