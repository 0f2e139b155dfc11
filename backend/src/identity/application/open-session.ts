import { REFRESH_TOKEN_TTL_MS, type TokenService } from '../../platform/auth/tokens.js';
import type { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { sessionDecider } from '../domain/session.decider.js';

/**
 * Opens session `sessionId` of `userId` (stream `session-{id}`, refresh token good for
 * REFRESH_TOKEN_TTL_MS) once the member proved who they are (password, or a linked Kakao or
 * Naver account). Answers the refresh token and the log position.
 */
export async function openSession(
  runner: CommandRunner,
  tokens: TokenService,
  userId: string,
  sessionId: string,
  metadata: CommandMetadata,
): Promise<{ refreshToken: string; position: number }> {
  const { token, hash } = tokens.newRefreshToken(sessionId);
  const expiresAt = new Date(Date.parse(metadata.now) + REFRESH_TOKEN_TTL_MS).toISOString();
  const r = await runner.handle(`session-${sessionId}`, sessionDecider, {
    type: 'StartSession',
    data: { sessionId, userId, tokenHash: hash, expiresAt },
    metadata: { ...metadata, userId },
  });
  return { refreshToken: token, position: r.position };
}
