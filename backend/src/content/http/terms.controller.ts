import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TermListResponse, TermResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { TermsQueries } from '../application/terms.queries.js';

/**
 * The shop's terms (spec §7 Public "Terms: GET list and terms/{code}", §2 /terms/{code}): the
 * version in effect now of each, with its sanitised HTML, and the earlier versions to read. Not kept in the answer cache: which
 * version is in effect depends on the time as well as on the read model.
 */
@ApiTags('content')
@Public()
@Controller('api/v1/terms')
export class TermsController {
  constructor(private readonly terms: TermsQueries) {}

  /** Every term in effect now, by index (sign-up shows them in this order). */
  @Get()
  @ApiAnswer(200, 'TermListResponse')
  async list(@CommandMeta() meta: CommandMetadata): Promise<TermListResponse> {
    return { terms: await this.terms.current(meta.now) };
  }

  /** One term in effect now and its versions in effect or past. 404 TERMS_NOT_FOUND (none in effect yet). */
  @Get(':code')
  @ApiAnswer(200, 'TermResponse')
  one(@CommandMeta() meta: CommandMetadata, @Param('code') code: string): Promise<TermResponse> {
    return this.terms.one(code, meta.now);
  }

  /** An earlier (or the current) version of a term to read, with the versions list. 404 TERMS_NOT_FOUND, TERMS_VERSION_NOT_FOUND (none, or still scheduled). */
  @Get(':code/versions/:version')
  @ApiAnswer(200, 'TermResponse')
  version(@CommandMeta() meta: CommandMetadata, @Param('code') code: string, @Param('version') version: string): Promise<TermResponse> {
    return this.terms.version(code, /^[1-9]\d{0,5}$/.test(version) ? Number(version) : 0, meta.now);
  }
}
