import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  CreateTargetPaymentDto,
  UpdateTargetPaymentDto,
  type ConsoleTargetPaymentResponse,
  type TargetPaymentListResponse,
  type TargetPaymentWrittenResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { TargetPayments } from '../application/target-payments/target-payments.js';

/** Console target payments, /api/console/shop/target-payments (spec §2, §6: console and admin02). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('targetPayments')
@Controller('api/console/shop/target-payments')
export class TargetPaymentsConsoleController {
  constructor(
    private readonly targetPayments: TargetPayments,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  @ApiAnswer(200, 'TargetPaymentListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false, description: 'Words in the name, code, member username or name (first 50 characters)' })
  list(@Headers() headers: Record<string, string>, @Query('searchValue') searchValue?: string): Promise<TargetPaymentListResponse> {
    return this.targetPayments.list(null, searchValue?.slice(0, 50), pageFromHeaders(headers));
  }

  @Get(':id')
  @ApiAnswer(200, 'ConsoleTargetPaymentResponse')
  async one(@Param('id') id: string): Promise<ConsoleTargetPaymentResponse> {
    return { targetPayment: await this.targetPayments.one(id, null) };
  }

  /** Asks a member to pay an amount. */
  @Post()
  @ApiAnswer(201, 'TargetPaymentWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CreateTargetPaymentDto): Promise<TargetPaymentWrittenResponse> {
    const { id, position } = await this.targetPayments.create(dto, metadata);
    return this.answer(id, position);
  }

  /** Changes what is asked, while no order holds it. */
  @Put(':id')
  @ApiAnswer(200, 'TargetPaymentWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: UpdateTargetPaymentDto): Promise<TargetPaymentWrittenResponse> {
    return this.answer(id, (await this.targetPayments.update(id, dto, metadata)).position);
  }

  /** Withdraws it, while no order holds it. */
  @Delete(':id')
  @ApiAnswer(200, 'TargetPaymentWrittenResponse')
  async withdraw(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<TargetPaymentWrittenResponse> {
    return this.answer(id, (await this.targetPayments.withdraw(id, metadata)).position);
  }

  private async answer(id: string, position: number): Promise<TargetPaymentWrittenResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { targetPayment: await this.targetPayments.one(id, null).catch(() => null), position };
  }
}
