import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { CommandMetadata } from '../event-sourcing/command.js';
import type { Principal } from '../auth/tokens.js';

/**
 * The metadata of a command sent while handling this request: the signed-in user's id (null
 * for a visitor) and the time the request is handled (ISO-8601 UTC). Controllers take it as
 * `@CommandMeta() metadata: CommandMetadata`, so no controller reads the clock itself.
 */
export const CommandMeta = createParamDecorator((_: unknown, ctx: ExecutionContext): CommandMetadata => {
  const user: Principal | undefined = ctx.switchToHttp().getRequest().user;
  return { userId: user?._user ?? null, now: new Date().toISOString() };
});
