import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Lets routes read multipart/form-data uploads (`request.file()`), parsed only where a route asks
 * for it. The limits here are the tightest default: one file of at most 1 MB, a few fields; a
 * route passes its own limits to `request.file({ limits })` when it needs others.
 */
export async function registerMultipart(server: FastifyInstance): Promise<void> {
  await server.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 5, parts: 6, headerPairs: 50 } });
}

/**
 * The bytes of the one file of a multipart request, at most `maxBytes`. Throws `missing()` when
 * the request carries no file or its form cannot be read (not multipart, no boundary, broken
 * parts: the client's fault, never a 500) and `tooLarge()` past the size.
 */
export async function readOneFile(req: FastifyRequest, maxBytes: number, errors: { missing: () => Error; tooLarge: () => Error }): Promise<Buffer> {
  if (!req.isMultipart()) throw errors.missing();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  } catch {
    throw errors.missing();
  }
  if (!file) throw errors.missing();
  try {
    return await file.toBuffer();
  } catch (error) {
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw errors.tooLarge();
    throw errors.missing();
  }
}
