import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Lets routes read multipart/form-data uploads (`request.file()`), parsed only where a route asks
 * for it. The limits here are the tightest default: one file of at most 1 MB, a few fields; a
 * route passes its own limits to `request.file({ limits })` when it needs others.
 */
export async function registerMultipart(server: FastifyInstance): Promise<void> {
  await server.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 5, parts: 6, headerPairs: 50 } });
}
