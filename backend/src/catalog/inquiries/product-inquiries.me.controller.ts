import { Body, Controller, Delete, Get, Headers, Param, PayloadTooLargeException, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  EditProductInquiryDto,
  MAX_INQUIRY_IMAGES,
  WriteProductInquiryDto,
  type ProductInquiryDeletedResponse,
  type ProductInquiryListResponse,
  type ProductInquiryWrittenResponse,
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
import { ProductInquiryImageIndexError } from '../catalog.errors.js';
import type { DeleteProductInquiry, EditProductInquiry } from './product-inquiry.decider.js';
import { ProductInquiries } from './product-inquiries.js';

/** Pictures one member may upload per minute: ten per inquiry, with room for retries. */
const UPLOAD_RATE: RateLimitSpec = { name: 'inquiry-images-member', per: 'member', limit: () => 30, windowMs: 60_000, what: '사진 올리기가' };

/** The member's product inquiries, /api/v1/me/inquires (spec §7 Me, §3 Product inquiry). Another member's are never reachable. */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/inquires')
export class ProductInquiriesMeController {
  constructor(private readonly inquiries: ProductInquiries) {}

  /** The member's inquiries, newest first (headers limit, skip; `product` narrows to one product). */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'product', required: false, description: 'A product id' })
  @ApiAnswer(200, 'ProductInquiryListResponse')
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>, @Query('product') product?: string): Promise<ProductInquiryListResponse> {
    return this.inquiries.list({ userId: user._user, productId: typeof product === 'string' ? product : undefined }, user, pageFromHeaders(headers));
  }

  /** Writes an inquiry about a shown product (subject and content at least 2 characters, spec §5); pictures follow one by one. 404 for a missing product. */
  @Post()
  @ApiAnswer(201, 'ProductInquiryWrittenResponse')
  async write(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Body() dto: WriteProductInquiryDto,
  ): Promise<ProductInquiryWrittenResponse> {
    const input = { productId: dto._product, subject: dto.subject, content: dto.content, secret: dto.secret === true };
    const { id, position } = await this.inquiries.write(user._user, input, metadata);
    return { inquire: await this.inquiries.one(id, user), position };
  }

  /** Changes the member's inquiry while it awaits its answer (422 once answered, 404 when not the member's). */
  @Put(':id')
  @ApiAnswer(200, 'ProductInquiryWrittenResponse')
  async edit(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: EditProductInquiryDto,
  ): Promise<ProductInquiryWrittenResponse> {
    const command: EditProductInquiry = {
      type: 'EditProductInquiry',
      data: { inquiryId: id, userId: user._user, subject: dto.subject, content: dto.content, secret: dto.secret === true, images: dto.images },
      metadata,
    };
    const position = await this.inquiries.send(command);
    return { inquire: await this.inquiries.one(id, user), position };
  }

  /** Deletes the member's inquiry (404 when not the member's). */
  @Delete(':id')
  @ApiAnswer(200, 'ProductInquiryDeletedResponse')
  async remove(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ProductInquiryDeletedResponse> {
    const command: DeleteProductInquiry = { type: 'DeleteProductInquiry', data: { inquiryId: id, userId: user._user, deletedBy: user._user }, metadata };
    return { deleted: id, position: await this.inquiries.send(command) };
  }

  /**
   * Puts one picture (field `image`, at most 10 MB, JPEG, PNG, WebP or HEIC by content) at `index`
   * (0–9, at most the next free place) of the member's inquiry, stored as WebP of at most 1600 px.
   * 404 for an inquiry not the member's, 400 for a file that is no picture, 413 past 10 MB.
   */
  @Post(':id/images/:index')
  @RateLimited(UPLOAD_RATE)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiAnswer(201, 'ProductInquiryWrittenResponse')
  async image(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Param('index') index: string,
    @Req() req: FastifyRequest,
  ): Promise<ProductInquiryWrittenResponse> {
    // Whose inquiry it is comes first: another member's id is refused before any byte is read.
    await this.inquiries.own(user._user, id);
    const place = /^\d{1,2}$/.test(index) ? Number(index) : -1;
    if (place < 0 || place >= MAX_INQUIRY_IMAGES) throw new ProductInquiryImageIndexError();
    const bytes = await readOneFile(req, IMAGE_UPLOAD.maxBytes, {
      missing: () => new ImageMissingError(),
      tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: '사진은 10MB 이하로 올려주세요' }),
    });
    const position = await this.inquiries.attachImage(user._user, id, place, bytes, metadata);
    return { inquire: await this.inquiries.one(id, user), position };
  }
}
