import { Controller, HttpCode, PayloadTooLargeException, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { BusinessCertificateResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { readOneFile } from '../../platform/http/multipart.js';
import { RateLimited } from '../../platform/throttle/rate-limit.guard.js';
import { BUSINESS_CERTIFICATE_MAX_BYTES, BusinessCertificates } from '../application/business-certificates/business-certificates.js';
import { BusinessCertificateUnreadableError } from '../identity.errors.js';

/** The sign-up's 사업자등록증 upload, POST /api/v1/users/business-certificates (multipart), before the account exists. */
@ApiTags('users')
@Controller('api/v1/users/business-certificates')
export class BusinessCertificatesController {
  constructor(private readonly certificates: BusinessCertificates) {}

  /**
   * Stores one certificate (field `file`: a PDF, or a JPEG, PNG, WebP or HEIC picture by content,
   * at most 10 MB) and answers its id for the sign-up's `businessCertificate`. 400
   * BUSINESS_CERTIFICATE_UNREADABLE for anything else or no file; 413 past 10 MB; 20 per hour
   * from one address.
   */
  @Public()
  @Post()
  @HttpCode(201)
  @RateLimited({ name: 'business-certificate-address', per: 'address', limit: () => 20, windowMs: 3_600_000, what: '사업자등록증 올리기가' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'PDF 또는 JPG, PNG, WEBP, HEIC, 10MB 이하' } },
    },
  })
  @ApiAnswer(201, 'BusinessCertificateResponse')
  async upload(@Req() req: FastifyRequest): Promise<BusinessCertificateResponse> {
    const bytes = await readOneFile(req, BUSINESS_CERTIFICATE_MAX_BYTES, {
      missing: () => new BusinessCertificateUnreadableError(),
      tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: '사업자등록증은 10MB 이하로 올려주세요' }),
    });
    return { businessCertificate: await this.certificates.save(bytes) };
  }
}
