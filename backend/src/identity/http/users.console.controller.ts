import { BadRequestException, Body, Controller, Get, Headers, NotFoundException, Param, Put, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ChangeMemberInfoDto,
  ChangeMemberTypeDto,
  DAY_PATTERN,
  MEMBER_SORTS,
  PromoterStatus,
  excelFileName,
  type ConsoleMemberListResponse,
  type ConsoleMemberResponse,
  type MemberHistoryResponse,
  type MemberSearch,
  type MemberSort,
  type WithdrawnMemberListResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import type { CommandResult } from '../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { BusinessCertificates } from '../application/business-certificates/business-certificates.js';
import { MemberQueries } from '../application/member.queries.js';
import { membersWorkbook } from '../application/members-workbook.js';
import type { ChangeUserInfo, ChangeUserType } from '../domain/user.decider.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The member search of the query parameters; a malformed or reversed join-date range is refused (400). */
function searchOf(q?: string, type?: string, grade?: string, from?: string, to?: string, sort?: string, promoterStatus?: string): MemberSearch {
  for (const day of [from, to]) if (day && !DAY_PATTERN.test(day)) throw new BadRequestException('가입일을 yyyy-mm-dd 형식으로 입력해주세요');
  if (from && to && from > to) throw new BadRequestException('조회 시작일이 종료일보다 늦습니다');
  return {
    q: q?.slice(0, 50) || undefined,
    type: type === 'PERSON' || type === 'COMPANY' ? type : undefined,
    grade: grade?.slice(0, 30) || undefined,
    from: from || undefined,
    to: to || undefined,
    sort: sort && Object.hasOwn(MEMBER_SORTS, sort) ? (sort as MemberSort) : 'newest',
    promoterStatus: promoterStatus && Object.hasOwn(PromoterStatus, promoterStatus) ? (promoterStatus as PromoterStatus) : undefined,
  };
}

/** The member search's query parameters, for the API document. */
const ApiMemberSearch = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  for (const [name, description] of [
    ['q', '아이디, 이름, 이메일 또는 연락처의 일부'],
    ['type', 'PERSON 또는 COMPANY'],
    ['grade', '회원등급 코드'],
    ['from', '가입일 시작 (yyyy-mm-dd, KST)'],
    ['to', '가입일 끝 (yyyy-mm-dd, KST)'],
    ['sort', Object.keys(MEMBER_SORTS).join(' | ')],
    ['promoterStatus', '프로모터 신청 상태: AWAITING | APPROVED | REJECTED'],
  ] as const)
    ApiQuery({ name, required: false, description })(target, key, descriptor);
};

/**
 * Members in the console, /api/console/users (spec §2 console users and users/{_user}; §6 users:
 * console only; §7 Users: CRUD plus PUT {id}/type). Every change is an event of the member's
 * stream naming the staff member who made it.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('users')
@Controller('api/console/users')
export class UsersConsoleController {
  constructor(
    private readonly queries: MemberQueries,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly certificates: BusinessCertificates,
  ) {}

  /** One page of members (headers limit/skip) under the search, filters and order, with how many match. */
  @Get()
  @ApiAnswer(200, 'ConsoleMemberListResponse')
  @ApiPaging()
  @ApiMemberSearch()
  list(
    @Headers() headers: Record<string, string>,
    @Query('q') q?: string,
    @Query('type') type?: string,
    @Query('grade') grade?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('sort') sort?: string,
    @Query('promoterStatus') promoterStatus?: string,
  ): Promise<ConsoleMemberListResponse> {
    return this.queries.list(searchOf(q, type, grade, from, to, sort, promoterStatus), pageFromHeaders(headers));
  }

  /** The members under the same search as an .xlsx file, users_YYYYMMDD_HHmmss.xlsx (KST). */
  @Get('export')
  @ApiMemberSearch()
  @ApiProduces(XLSX)
  @ApiResponse({ status: 200, description: 'The .xlsx workbook', content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } })
  async export(
    @CommandMeta() metadata: CommandMetadata,
    @Query('q') q?: string,
    @Query('type') type?: string,
    @Query('grade') grade?: string,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('sort') sort?: string,
    @Query('promoterStatus') promoterStatus?: string,
  ): Promise<StreamableFile> {
    const members = await this.queries.all(searchOf(q, type, grade, from, to, sort, promoterStatus));
    const name = excelFileName('users', new Date(metadata.now));
    return new StreamableFile(membersWorkbook(members), { type: XLSX, disposition: `attachment; filename="${name}"` });
  }

  /** One member; 404 for no member with this id. */
  @Get(':id')
  @ApiAnswer(200, 'ConsoleMemberResponse')
  async one(@Param('id') id: string): Promise<ConsoleMemberResponse> {
    return { user: await this.queries.one(id) };
  }

  /** The member's 사업자등록증 as sent at sign-up (WebP picture or PDF), shown inline and never cached; 404 when there is none. */
  @Get(':id/business-certificate')
  @ApiProduces('image/webp', 'application/pdf')
  @ApiResponse({ status: 200, description: '사업자등록증 (WebP 또는 PDF)', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } })
  async businessCertificate(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const certificateId = await this.queries.businessCertificateOf(id);
    const file = certificateId ? await this.certificates.read(certificateId) : null;
    if (!file) throw new NotFoundException('제출된 사업자등록증이 없습니다');
    reply.header('cache-control', 'private, no-store');
    return new StreamableFile(file.bytes, { type: file.contentType, disposition: 'inline' });
  }

  /** The member's account history (sign-up, info and type changes with who made them), newest first. */
  @Get(':id/history')
  @ApiAnswer(200, 'MemberHistoryResponse')
  async history(@Param('id') id: string): Promise<MemberHistoryResponse> {
    return { history: await this.queries.history(id) };
  }

  /** Corrects the member's name, e-mail or phone; answers the member as changed. */
  @Put(':id')
  @ApiAnswer(200, 'ConsoleMemberResponse')
  async change(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: ChangeMemberInfoDto): Promise<ConsoleMemberResponse> {
    await this.queries.one(id);
    const command: ChangeUserInfo = { type: 'ChangeUserInfo', data: { userId: id, ...dto, changedBy: metadata.userId }, metadata };
    return this.written(id, await this.commands.send<CommandResult>(command));
  }

  /** Changes the member's type (PERSON ↔ COMPANY, COMPANY with its business registration number). */
  @Put(':id/type')
  @ApiAnswer(200, 'ConsoleMemberResponse')
  async changeType(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: ChangeMemberTypeDto): Promise<ConsoleMemberResponse> {
    await this.queries.one(id);
    const command: ChangeUserType = {
      type: 'ChangeUserType',
      data: { userId: id, to: dto.type, businessRegistration: dto.businessRegistration ?? null, changedBy: metadata.userId! },
      metadata,
    };
    return this.written(id, await this.commands.send<CommandResult>(command));
  }

  private async written(id: string, { position }: CommandResult): Promise<ConsoleMemberResponse> {
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { user: await this.queries.one(id), position };
  }
}

/** Members who left, /api/console/withdrawn-users (spec §2 console withdrawn-users; §6 console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('withdrawnUsers')
@Controller('api/console/withdrawn-users')
export class WithdrawnUsersConsoleController {
  constructor(private readonly queries: MemberQueries) {}

  /** One page (headers limit/skip) of the members who left, newest first, with their reasons; no personal details remain. */
  @Get()
  @ApiAnswer(200, 'WithdrawnMemberListResponse')
  @ApiPaging()
  list(@Headers() headers: Record<string, string>): Promise<WithdrawnMemberListResponse> {
    return this.queries.withdrawn(pageFromHeaders(headers));
  }
}
