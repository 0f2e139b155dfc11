import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  DestinationBodyDto,
  digitsOnly,
  type DestinationFields,
  type DestinationListResponse,
  type DestinationWrittenResponse,
  type DestinationsWrittenResponse,
} from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { MemberListsQueries } from '../application/member-lists.queries.js';
import type { AddDestination, ChangeDestination, DeleteDestination } from '../domain/destinations.decider.js';
import { DestinationNotFoundError } from '../members.errors.js';

const fieldsOf = (dto: DestinationBodyDto): DestinationFields => ({
  title: dto.title.trim(),
  name: dto.name.trim(),
  phone: digitsOnly(dto.phone),
  postcode: dto.postcode,
  address1: dto.address1.trim(),
  address2: dto.address2.trim(),
  geolocation: dto.geolocation ? { type: 'Point', coordinates: [dto.geolocation.coordinates[0], dto.geolocation.coordinates[1]] } : null,
});

/** The member's saved delivery addresses, /api/v1/me/destinations (spec §7 Me, §3 Destination). Addresses of other members are never reachable. */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/destinations')
export class DestinationsMeController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: MemberListsQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The saved addresses: the default first, then newest first. */
  @Get()
  @ApiAnswer(200, 'DestinationListResponse')
  async list(@CurrentUser() user: Principal): Promise<DestinationListResponse> {
    return { destinations: await this.queries.destinations(user._user) };
  }

  /** Saves an address (the first one, or with isDefault, becomes the default); 422 beyond 20 addresses. */
  @Post()
  @ApiAnswer(201, 'DestinationWrittenResponse')
  async add(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: DestinationBodyDto): Promise<DestinationWrittenResponse> {
    const destinationId = randomUUID();
    const command: AddDestination = {
      type: 'AddDestination',
      data: { ...fieldsOf(dto), userId: user._user, destinationId, isDefault: dto.isDefault === true },
      metadata,
    };
    return this.written(user, command, destinationId);
  }

  /** Changes a saved address; isDefault true makes it the default. 404 for an address not the member's. */
  @Put(':id')
  @ApiAnswer(200, 'DestinationWrittenResponse')
  async change(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: DestinationBodyDto,
  ): Promise<DestinationWrittenResponse> {
    const command: ChangeDestination = {
      type: 'ChangeDestination',
      data: { ...fieldsOf(dto), userId: user._user, destinationId: id, isDefault: dto.isDefault === true },
      metadata,
    };
    return this.written(user, command, id);
  }

  /** Deletes a saved address (deleting the default makes the newest remaining one the default); 404 for an address not the member's. */
  @Delete(':id')
  @ApiAnswer(200, 'DestinationsWrittenResponse')
  async remove(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<DestinationsWrittenResponse> {
    const command: DeleteDestination = { type: 'DeleteDestination', data: { userId: user._user, destinationId: id }, metadata };
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { destinations: await this.queries.destinations(user._user), position };
  }

  private async written(user: Principal, command: AddDestination | ChangeDestination, id: string): Promise<DestinationWrittenResponse> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const destinations = await this.queries.destinations(user._user);
    const destination = destinations.find((d) => d._id === id);
    if (!destination) throw new DestinationNotFoundError();
    return { destination, destinations, position };
  }
}
