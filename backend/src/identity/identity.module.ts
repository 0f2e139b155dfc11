import { Module } from '@nestjs/common';
import { IDENTITY_COMMAND_HANDLERS } from './application/identity.commands.js';
import { UsersProjection } from './projections/users.projection.js';
import { AuthController } from './http/auth.controller.js';
import { UsersController } from './http/users.controller.js';

/** Identity context: users, sign-in sessions and tokens (ARCHITECTURE §3). */
@Module({
  providers: [...IDENTITY_COMMAND_HANDLERS, UsersProjection],
  controllers: [AuthController, UsersController],
  exports: [UsersProjection],
})
export class IdentityModule {}
