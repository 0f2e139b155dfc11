import { applyDecorators } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { LIST_LIMIT } from '@shop/contracts';

/**
 * Page window from the spec §7 list headers `limit` and `skip` (header values are strings).
 * Missing or bad values fall back to limit 20 / skip 0; limit is capped at 100.
 */
export function pageFromHeaders(headers: Record<string, unknown>): { limit: number; skip: number } {
  const limit = Number(headers['limit']);
  const skip = Number(headers['skip']);
  return {
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, LIST_LIMIT.max) : LIST_LIMIT.default,
    skip: Number.isInteger(skip) && skip > 0 ? skip : 0,
  };
}

/** Documents the list headers `limit` and `skip` that {@link pageFromHeaders} reads. */
export const ApiPaging = () =>
  applyDecorators(
    ApiHeader({
      name: 'limit',
      required: false,
      description: `Page size (default ${LIST_LIMIT.default}, at most ${LIST_LIMIT.max}; other values: the default)`,
      schema: { type: 'integer', minimum: 1, maximum: LIST_LIMIT.max },
    }),
    ApiHeader({ name: 'skip', required: false, description: 'Items to skip (default 0; other values: 0)', schema: { type: 'integer', minimum: 0 } }),
  );
