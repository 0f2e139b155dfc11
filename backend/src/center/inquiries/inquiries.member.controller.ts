import { Body, Controller, Delete, Get, Headers, Param, PayloadTooLargeException, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  AskInquiryDto,
  EditInquiryDto,
  MAX_MEMBER_INQUIRY_IMAGES,
  type InquiryDeletedResponse,
  type InquiryListResponse,
  type InquiryResponse,
  type InquiryWrittenResponse,
} from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { ImageMissingError } from '../../platform/files/files.errors.js';
import { IMAGE_UPLOAD } from '../../platform/files/images.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { readOneFile } from '../../platform/http/multipart.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { RateLimited, type RateLimitSpec } from '../../platform/throttle/rate-limit.guard.js';
import { InquiryImageIndexError } from '../center.errors.js';
import type { DeleteInquiry, EditInquiry } from './inquiry.decider.js';
import { MemberInquiries } from './inquiries.js';

/** Pictures one member may upload per minute: five per inquiry, with room for retries. */
const UPLOAD_RATE: RateLimitSpec = { name: 'member-inquiry-images', per: 'member', limit: () => 20, windowMs: 60_000, what: '사진 올리기가' };

/**
 * The signed-in member's 1:1 inquiries, /api/v1/me/inquiries (spec §7 Me "me/inquiries: CRUD",
 * §2 /mypage/inquiries). Visitors get 401; another member's inquiry is never reachable (404).
 */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/inquiries')
export class InquiriesMemberController {
  constructor(private readonly inquiries: MemberInquiries) {}

  /** The member's inquiries, newest first (headers limit, skip), with how many await an answer and how many are answered. */
  @Get()
  @ApiPaging()
  @ApiAnswer(200, 'InquiryListResponse')
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<InquiryListResponse> {
    return this.inquiries.list(user._user, pageFromHeaders(headers));
  }

  /** One of the member's inquiries (404 when missing or another member's). */
  @Get(':id')
  @ApiAnswer(200, 'InquiryResponse')
  async one(@CurrentUser() user: Principal, @Param('id') id: string): Promise<InquiryResponse> {
    return { inquiry: await this.inquiries.own(user._user, id) };
  }

  /** Asks an inquiry (category spec §9, the member's own order or none, subject 2–100, content 2–2,000); another's order is 404 INQUIRY_ORDER_NOT_FOUND. */
  @Post()
  @ApiAnswer(201, 'InquiryWrittenResponse')
  async ask(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: AskInquiryDto): Promise<InquiryWrittenResponse> {
    const input = { category: dto.category, orderId: dto._order ?? null, subject: dto.subject, content: dto.content };
    const { id, position } = await this.inquiries.ask(user._user, input, metadata);
    return { inquiry: await this.inquiries.own(user._user, id), position };
  }

  /** Changes the member's inquiry while it awaits its answer (409 INQUIRY_ANSWERED once answered, 404 when not the member's). */
  @Put(':id')
  @ApiAnswer(200, 'InquiryWrittenResponse')
  async edit(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: EditInquiryDto,
  ): Promise<InquiryWrittenResponse> {
    await this.inquiries.own(user._user, id);
    const command: EditInquiry = {
      type: 'EditInquiry',
      data: {
        inquiryId: id,
        userId: user._user,
        category: dto.category,
        order: await this.inquiries.orderFact(user._user, dto._order),
        subject: dto.subject,
        content: dto.content,
        images: dto.images,
      },
      metadata,
    };
    const position = await this.inquiries.send(command);
    return { inquiry: await this.inquiries.own(user._user, id), position };
  }

  /** Deletes the member's inquiry while it awaits its answer (409 once answered, 404 when not the member's). */
  @Delete(':id')
  @ApiAnswer(200, 'InquiryDeletedResponse')
  async remove(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<InquiryDeletedResponse> {
    const command: DeleteInquiry = { type: 'DeleteInquiry', data: { inquiryId: id, userId: user._user }, metadata };
    return { deleted: id, position: await this.inquiries.send(command) };
  }

  /**
   * Puts one picture (field `image`, at most 10 MB, JPEG, PNG, WebP or HEIC by content) at `index`
   * (0–4, at most the next free place) of the member's inquiry while it awaits its answer, stored as
   * WebP. 404 for an inquiry not the member's, 409 once answered, 400 for a file that is no picture, 413 past 10 MB.
   */
  @Post(':id/images/:index')
  @RateLimited(UPLOAD_RATE)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiAnswer(201, 'InquiryWrittenResponse')
  async image(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('index') index: string,
    @Req() req: FastifyRequest,
  ): Promise<InquiryWrittenResponse> {
    // Whose inquiry it is comes first: another member's id is refused before any byte is read.
    await this.inquiries.own(user._user, id);
    const place = /^\d$/.test(index) ? Number(index) : -1;
    if (place < 0 || place >= MAX_MEMBER_INQUIRY_IMAGES) throw new InquiryImageIndexError();
    const bytes = await readOneFile(req, IMAGE_UPLOAD.maxBytes, {
      missing: () => new ImageMissingError(),
      tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: '사진은 10MB 이하로 올려주세요' }),
    });
    const position = await this.inquiries.attachImage(user._user, id, place, bytes, metadata);
    return { inquiry: await this.inquiries.own(user._user, id), position };
  }
}
