import { Module } from '@nestjs/common';
import { IDENTITY_COMMAND_HANDLERS } from './application/identity.commands.js';
import { UsersProjection } from './projections/users.projection.js';
import { SessionStreamCheck } from './application/session-check.js';
import { SESSION_CHECK } from '../platform/auth/auth.guard.js';
import { AuthController } from './http/auth.controller.js';
import { UsersController } from './http/users.controller.js';

/** Identity context: users, sign-in sessions and tokens (ARCHITECTURE §3). */
@Module({
  providers: [...IDENTITY_COMMAND_HANDLERS, UsersProjection, { provide: SESSION_CHECK, useClass: SessionStreamCheck }],
  controllers: [AuthController, UsersController],
  exports: [UsersProjection, SESSION_CHECK],
})
export class IdentityModule {}
