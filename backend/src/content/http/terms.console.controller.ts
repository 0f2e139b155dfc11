import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CreateTermsDto, TermsVersionDto, type ConsoleTermListResponse, type ConsoleTermResponse, type ConsoleTermWrittenResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { queryText } from '../../platform/http/query-text.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { TermsQueries } from '../application/terms.queries.js';
import { TermsNotFoundError, TermsVersionNotFoundError } from '../content.errors.js';
import type { CreateTerms, PublishTermsVersion, ReviseTermsVersion, TermsCommand, WithdrawTermsVersion } from '../domain/terms.decider.js';

/** A version number from the path; throws TermsVersionNotFoundError (404) for anything but a positive integer. */
function versionOf(param: string): number {
  if (!/^[1-9]\d{0,5}$/.test(param)) throw new TermsVersionNotFoundError();
  return Number(param);
}

/** The fields of a version form: an empty or absent effective date means now. */
function versionFields(dto: TermsVersionDto, now: string) {
  return { title: dto.title, required: dto.required, content: dto.content, effectiveAt: dto.effectiveAt ? new Date(dto.effectiveAt).toISOString() : now };
}

/**
 * Console terms, /api/console/terms (spec §7 console "terms CRUD", §6 terms: console only, §2
 * site/terms). A term has versions: staff create a term with its first, publish the next one
 * (in force at once or from a later date, the current one staying in force until then), and
 * rewrite or withdraw a version only while it is scheduled. Each write names the staff member and
 * answers once the read model shows it.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('terms')
@Controller('api/console/terms')
export class TermsConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly terms: TermsQueries,
  ) {}

  /** Every term by index, with the version in force and the next one scheduled; by words of its code or title. */
  @Get()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiAnswer(200, 'ConsoleTermListResponse')
  async list(@CommandMeta() meta: CommandMetadata, @Query('searchValue') searchValue?: unknown): Promise<ConsoleTermListResponse> {
    const terms = await this.terms.consoleList(meta.now, queryText(searchValue)?.trim() ?? '');
    return { terms, summary: { totalCount: terms.length } };
  }

  /** Creates a term with its first version. 400 for a bad form or a past date, 409 TERMS_EXISTS for a code taken. */
  @Post()
  @ApiAnswer(201, 'ConsoleTermWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CreateTermsDto): Promise<ConsoleTermWrittenResponse> {
    const index = dto.index ?? (await this.terms.nextIndex());
    const command: CreateTerms = { type: 'CreateTerms', data: { code: dto.code, index, ...versionFields(dto, metadata.now) }, metadata };
    return this.write(command, dto.code, metadata);
  }

  /** One term and all its versions, newest first. 404 TERMS_NOT_FOUND. */
  @Get(':code')
  @ApiAnswer(200, 'ConsoleTermResponse')
  async one(@CommandMeta() meta: CommandMetadata, @Param('code') code: string): Promise<ConsoleTermResponse> {
    return { term: await this.terms.consoleOne(code, meta.now) };
  }

  /**
   * Publishes the next version of a term, in force from `effectiveAt` (now when empty). 404 for no
   * term, 400 for a past date, 409 TERMS_EFFECTIVE_ORDER when not after the latest version's date.
   */
  @Post(':code/versions')
  @ApiAnswer(201, 'ConsoleTermWrittenResponse')
  async publish(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string, @Body() dto: TermsVersionDto): Promise<ConsoleTermWrittenResponse> {
    const command: PublishTermsVersion = { type: 'PublishTermsVersion', data: { code, ...versionFields(dto, metadata.now) }, metadata };
    return this.write(command, code, metadata);
  }

  /** Rewrites a scheduled version. 404 for none, 409 TERMS_VERSION_IN_FORCE once it has taken effect, 409 TERMS_EFFECTIVE_ORDER, 400 for a past date. */
  @Put(':code/versions/:version')
  @ApiAnswer(200, 'ConsoleTermWrittenResponse')
  async revise(
    @CommandMeta() metadata: CommandMetadata,
    @Param('code') code: string,
    @Param('version') version: string,
    @Body() dto: TermsVersionDto,
  ): Promise<ConsoleTermWrittenResponse> {
    const command: ReviseTermsVersion = {
      type: 'ReviseTermsVersion',
      data: { code, version: versionOf(version), ...versionFields(dto, metadata.now) },
      metadata,
    };
    return this.write(command, code, metadata);
  }

  /** Withdraws the latest version while scheduled. 404 for none, 409 TERMS_VERSION_IN_FORCE or TERMS_VERSION_NOT_LATEST. */
  @Delete(':code/versions/:version')
  @ApiAnswer(200, 'ConsoleTermWrittenResponse')
  async withdraw(
    @CommandMeta() metadata: CommandMetadata,
    @Param('code') code: string,
    @Param('version') version: string,
  ): Promise<ConsoleTermWrittenResponse> {
    const command: WithdrawTermsVersion = { type: 'WithdrawTermsVersion', data: { code, version: versionOf(version) }, metadata };
    return this.write(command, code, metadata);
  }

  /** Sends a command, waits for the read model, answers the term as it stands (null once it has no version left). */
  private async write(command: TermsCommand, code: string, metadata: CommandMetadata): Promise<ConsoleTermWrittenResponse> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const term = await this.terms.consoleOne(code, metadata.now).catch((e: unknown) => {
      if (e instanceof TermsNotFoundError) return null;
      throw e;
    });
    return { term, position };
  }
}
