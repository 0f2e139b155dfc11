import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Post, Redirect } from '@nestjs/common';
import { ApiConsumes, ApiResponse, ApiTags } from '@nestjs/swagger';
import { KcpCertReturnDto, type CertificationRequestResponse, type CertificationResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DomainError, type CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { KcpCertClient } from '../../platform/identity-verification/kcp/kcp-cert.client.js';
import { KCP_CERT_CONFIG } from '../../platform/identity-verification/kcp/kcp-cert.module.js';
import type { KcpCertConfig } from '../../platform/identity-verification/kcp/kcp-cert.config.js';
import { RateLimited } from '../../platform/throttle/rate-limit.guard.js';
import { Certifications } from '../application/certification/certifications.js';

/** The page of the popup that hands a certification to the page that opened it (spec §2). */
const RESPONSE_PAGE = '/common/kcp/cert/response';
/** Where KCP's window posts its result (the request form's Ret_URL). */
const RETURN_PATH = '/api/v1/users/certify/return';

/** Certifications per address per hour: KCP charges each, and a person verifies a few times at most. */
const certifyLimit = { name: 'certify-address', per: 'address', limit: (l: AppConfig['limits']) => l.signUpsPerAddressPerHour, windowMs: 3_600_000 } as const;

/**
 * 휴대폰 본인인증 with KCP (spec §2 /common/kcp/cert/request and response, §7 POST users/certify):
 * the request page's form, KCP's return (a form post, then the response page), and the same
 * check for JSON. Answers carry the certification id and the verified name and phone, never the CI or DI.
 */
@ApiTags('users')
@Controller('api/v1/users/certify')
export class CertificationController {
  constructor(
    private readonly certifications: Certifications,
    private readonly kcp: KcpCertClient,
    @Inject(KCP_CERT_CONFIG) private readonly kcpConfig: KcpCertConfig,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The form /common/kcp/cert/request posts to KCP's window (the simulator's when simulated), with a fresh ordr_idxx. */
  @Public()
  @Get('request')
  @ApiAnswer(200, 'CertificationRequestResponse')
  request(@CommandMeta() metadata: CommandMetadata): CertificationRequestResponse {
    const ordrIdxx = `CM${metadata.now.replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex')}`;
    // The simulator runs on whatever origin the browser uses, so its result comes back there.
    return this.kcp.requestForm(ordrIdxx, `${this.kcpConfig.simulated ? '' : this.config.publicUrl}${RETURN_PATH}`);
  }

  /**
   * Checks KCP's result (site, dn_hash over site_cd + ordr_idxx + cert_no, res_cd), decrypts it
   * and keeps the certification for CERTIFICATION_TTL_MS. 400 CERTIFICATION_FORGED, 422 CERTIFICATION_FAILED.
   */
  @Public()
  @Post()
  @HttpCode(200)
  @RateLimited({ ...certifyLimit, what: '본인인증 요청이' })
  @ApiAnswer(200, 'CertificationResponse')
  certify(@CommandMeta() metadata: CommandMetadata, @Body() dto: KcpCertReturnDto): Promise<CertificationResponse> {
    return this.certifications.certify(dto, metadata);
  }

  /**
   * KCP's window posts its result here (Ret_URL, a form): it is checked as by POST users/certify
   * and the popup goes on to /common/kcp/cert/response with the answer (or the refusal's code and
   * message) in the URL's fragment, which never reaches a server.
   */
  @Public()
  @Post('return')
  @Redirect(RESPONSE_PAGE, 303)
  @RateLimited({ ...certifyLimit, what: '본인인증 요청이' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiResponse({ status: 303, description: '본인인증 결과 화면(/common/kcp/cert/response)으로 이동' })
  async return(@CommandMeta() metadata: CommandMetadata, @Body() dto: KcpCertReturnDto): Promise<{ url: string; statusCode: number }> {
    const result = new URLSearchParams();
    try {
      const c = await this.certifications.certify(dto, metadata);
      for (const [k, v] of Object.entries(c)) result.set(k, v);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      result.set('code', e.code);
      result.set('message', e.message);
    }
    return { url: `${RESPONSE_PAGE}#${result}`, statusCode: 303 };
  }
}
