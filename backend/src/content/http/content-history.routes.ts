import { applyDecorators, Get, Post } from '@nestjs/common';
import { ApiAnswer } from '../../platform/http/openapi.js';

/**
 * The history route of a content editor (issue 14): `GET {path}` answering ContentHistoryResponse.
 * The route takes its controller's console area, so the editor's access rules (spec §6) apply.
 * `path` defaults to `:id/history`.
 */
export const HistoryRoute = (path = ':id/history') => applyDecorators(Get(path), ApiAnswer(200, 'ContentHistoryResponse') as MethodDecorator);

/**
 * The restore route of a content editor (issue 14): `POST {path}` answering ContentRestoredResponse
 * (201), in its controller's console area. `path` defaults to `:id/history/:version/restore`.
 */
export const RestoreRoute = (path = ':id/history/:version/restore') =>
  applyDecorators(Post(path), ApiAnswer(201, 'ContentRestoredResponse') as MethodDecorator);
