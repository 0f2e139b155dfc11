import { createRequire } from 'node:module';
import type { INestApplication } from '@nestjs/common';
import { ApiResponse, DocumentBuilder, SwaggerModule, type OpenAPIObject, type OperationObject, type ResponseObject } from '@nestjs/swagger';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import * as contracts from '@shop/contracts';
import { MIN_POSITION_HEADER, READ_YOUR_WRITES_TIMEOUT_MS, type ApiSchemaName, type ApiSchemas } from '@shop/contracts';

type SchemaOptions = NonNullable<Parameters<typeof validationMetadatasToSchemas>[0]>;
type Schema = Record<string, unknown>;
type Awaitable<T> = T | Promise<T>;

const require = createRequire(import.meta.url);
/** class-transformer's `@Type` metadata (the CommonJS build, the one the DTOs' decorators filled). */
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: NonNullable<SchemaOptions['classTransformerMetadataStorage']>;
};

/** Where the schemas of the document's components are referenced from. */
const COMPONENTS = '#/components/schemas/';

/**
 * Names the JSON answer of a route: `@ApiAnswer(200, 'ProductListResponse')` documents the status
 * with the contracts' schema of that name, and the compiler checks that the method returns that
 * type (a key of contracts' `ApiSchemas`), so the document and the code cannot drift apart.
 * `@ApiAnswer(204)` documents an answer without a body.
 */
export function ApiAnswer(status: 204): MethodDecorator;
export function ApiAnswer<K extends ApiSchemaName>(
  status: number,
  schema: K,
): <M extends (...args: never[]) => Awaitable<ApiSchemas[K]>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => void;
export function ApiAnswer(status: number, schema?: ApiSchemaName): MethodDecorator {
  return (target, key, descriptor) => {
    const options = schema ? { status, description: '', schema: { $ref: `${COMPONENTS}${schema}` } } : { status, description: '응답 본문 없음' };
    ApiResponse(options)(target, key, descriptor);
  };
}

/**
 * JSON Schemas of the request bodies, from the class-validator decorators of the DTOs (nested
 * DTOs through class-transformer's `@Type`). `FollowsRules` carries its table's schema as its
 * constraint. A DTO with no decorator of its own (a subclass such as OrderItemDto) gets its
 * parent's schema under its own name, so every `$ref` to a contracts DTO resolves.
 */
export function requestSchemas(): Record<string, Schema> {
  const options: SchemaOptions = {
    refPointerPrefix: COMPONENTS,
    classTransformerMetadataStorage: defaultMetadataStorage,
    additionalConverters: { followsRules: (meta) => ({ ...(meta.constraints?.[0] as Schema) }) },
  };
  const schemas = validationMetadatasToSchemas(options) as Record<string, Schema>;
  for (const value of Object.values(contracts)) {
    if (typeof value !== 'function' || !/^[A-Z]\w*Dto$/.test(value.name) || schemas[value.name]) continue;
    const schema = targetConstructorToSchema(value, options) as Schema;
    if (schema.properties) schemas[value.name] = schema;
  }
  return schemas;
}

/** JSON Schemas of the answers, generated from the contracts' TypeScript types at their build. */
export function responseSchemas(): Record<string, Schema> {
  return require('@shop/contracts/api-schemas.json') as Record<string, Schema>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** Every operation of the document with its path and method. */
export function operationsOf(document: OpenAPIObject): { path: string; method: string; operation: OperationObject }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] as OperationObject })),
  );
}

/**
 * The OpenAPI 3.1 document of the app: Nest's scan of the controllers, completed with the
 * request schemas of the DTOs and the response schemas of the contracts (merged into
 * `components.schemas`, where the operations' `$ref`s point), the `x-min-position` header every
 * route honours, and a `4XX` answer with the `ApiError` body every refusal has.
 */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('세라메종 API')
    .setDescription('Event-sourced shop API (spec §7)')
    .setVersion('1')
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth()
    .addBasicAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const requests = requestSchemas();
  const responses = responseSchemas();
  const clash = Object.keys(requests).filter((name) => name in responses);
  if (clash.length) throw new Error(`OpenAPI: request and response schemas share names: ${clash.join(', ')}`);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...requests, ...responses } };

  for (const { operation } of operationsOf(document)) {
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        name: MIN_POSITION_HEADER,
        in: 'header',
        required: false,
        description: `Read your writes: wait (at most ${READ_YOUR_WRITES_TIMEOUT_MS / 1000} s) until the read models have applied this event-log position (the \`position\` / \`x-position\` of a command's answer).`,
        schema: { type: 'integer', minimum: 0 },
      },
    ];
    for (const answer of Object.values(operation.responses ?? {}) as ResponseObject[]) {
      const ref = (answer.content?.['application/json']?.schema as { $ref?: string } | undefined)?.$ref;
      if (!answer.description && ref)
        answer.description = (responses[ref.slice(COMPONENTS.length)]?.description as string | undefined) ?? ref.slice(COMPONENTS.length);
    }
    operation.responses['4XX'] = {
      description: 'Refused: `code` says why, `message` is Korean and shown as is (validation adds `errors` per field).',
      content: { 'application/json': { schema: { $ref: `${COMPONENTS}ApiError` } } },
    };
  }
  return document;
}
