import { Body, Controller, Get, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Response } from 'supertest';
import { createApiDocument } from '../src/platform/http/openapi.js';
import { ADDRESSES, newSignedInMember, startShop, type TestShop } from './harness.js';

/**
 * The OpenAPI document is complete and tells the truth. Complete: every operation has a 2xx
 * answer with a schema (204 excepted), every POST and PUT a request body schema with
 * properties, every `$ref` resolves and every component compiles as JSON Schema 2020-12; a
 * route added without them fails here. True: real answers of the main routes validate against
 * the schema the document gives for their status.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is walked generically, as JSON
type Json = Record<string, any>;
type Doc = Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The JSON Pointer `#/a/b` in `doc`, or undefined. */
function resolve(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

/** The schema behind a schema object that may be a `$ref`. */
const deref = (doc: Json, schema: Json | undefined): Json | undefined => (schema?.$ref ? (resolve(doc, schema.$ref) as Json | undefined) : schema);

/** Every `$ref` anywhere in the document that points nowhere. */
function danglingRefs(doc: Json): string[] {
  const out: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${at}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === '$ref' && typeof child === 'string') {
          if (resolve(doc, child) === undefined) out.push(`${at}: ${child}`);
        } else walk(child, `${at}/${key}`);
      }
    }
  };
  walk(doc, '#');
  return out;
}

/** What the document lacks, one line per gap ("METHOD /path: what"); empty when complete. */
function documentGaps(doc: Doc): string[] {
  const gaps: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const op = item[method];
      const name = `${method.toUpperCase()} ${path}`;
      // A browser-facing form post (NICE Pay's result) answers with a redirect (303) instead.
      const answers = Object.entries(op.responses ?? {}).filter(([status]) => /^(2\d\d|303)$/.test(status)) as [string, Json][];
      if (answers.length === 0) gaps.push(`${name}: no 2xx answer`);
      for (const [status, answer] of answers) {
        if (status === '204' || status === '303') continue;
        // JSON, or a file (an .xlsx export) declared with its own media type.
        const content = answer.content?.['application/json'] ?? Object.values(answer.content ?? {})[0];
        const schema = deref(doc, content?.schema);
        if (!schema || (Object.keys(schema).length === 0 && !content?.schema?.$ref)) gaps.push(`${name}: ${status} answer without a schema`);
      }
      if (!op.responses?.['4XX']) gaps.push(`${name}: no 4XX answer`);
      if (method === 'post' || method === 'put') {
        // JSON, or an upload (multipart/form-data).
        const body = deref(doc, (op.requestBody?.content?.['application/json'] ?? op.requestBody?.content?.['multipart/form-data'])?.schema);
        if (!body) gaps.push(`${name}: no request body schema`);
        else if (Object.keys(body.properties ?? {}).length === 0) gaps.push(`${name}: request body schema without properties`);
      }
      for (const parameter of op.parameters ?? []) if (!parameter.schema) gaps.push(`${name}: parameter ${parameter.name} without a schema`);
    }
  }
  return [...gaps, ...danglingRefs(doc).map((ref) => `dangling $ref ${ref}`)];
}

describe('OpenAPI document', () => {
  let shop: TestShop;
  let doc: Doc;
  let ajv: Ajv2020;

  /** Fails unless `res` matches the schema the document gives `method path` for its status. */
  function expectDocumented(method: string, path: string, res: Response): void {
    const op = doc.paths[path]?.[method];
    expect(op).toBeDefined();
    const answer = op.responses[String(res.status)] ?? op.responses[`${String(res.status)[0]}XX`];
    if (!answer) throw new Error(`${method.toUpperCase()} ${path} answered ${res.status}, which the document does not list`);
    const ref = answer.content?.['application/json']?.schema?.$ref as string;
    const validate = ajv.getSchema(`doc${ref}`)!;
    const ok = validate(res.body);
    if (!ok)
      throw new Error(
        `${method.toUpperCase()} ${path} ${res.status} does not match ${ref}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 500)}`,
      );
  }

  beforeAll(async () => {
    shop = await startShop();
    doc = (await shop.http.get('/api/docs-json').expect(200)).body;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'doc', components: doc.components });
  }, 60_000);

  afterAll(() => shop.close());

  it('is OpenAPI 3.1 and lists every operation of the shop', () => {
    expect(doc.openapi).toBe('3.1.0');
    const count = Object.values(doc.paths).reduce((n, item) => n + METHODS.filter((m) => item[m]).length, 0);
    expect(count).toBeGreaterThanOrEqual(31);
  });

  it('has a schema for every answer and request body, and every $ref resolves', () => {
    expect(documentGaps(doc)).toEqual([]);
  });

  it('has components that compile as JSON Schema 2020-12', () => {
    for (const name of Object.keys(doc.components.schemas)) expect(() => ajv.getSchema(`doc#/components/schemas/${name}`)).not.toThrow();
  });

  it('documents the request DTOs from their validation rules', () => {
    const signUp = doc.components.schemas.SignUpDto;
    expect(signUp.required).toEqual(expect.arrayContaining(['username', 'password', 'name', 'email', 'phone', 'type', '_terms']));
    expect(signUp.properties.username).toMatchObject({ type: 'string', maxLength: 20, pattern: '^[a-z0-9]{4,20}$' });
    expect(signUp.properties.type.enum).toEqual(['PERSON', 'COMPANY']);
    const order = doc.components.schemas.PlaceOrderDto;
    expect(order.properties.sender.$ref).toBe('#/components/schemas/SenderDto');
    expect(order.properties.items.items.$ref).toBe('#/components/schemas/OrderItemDto');
    expect(doc.components.schemas.SenderDto.properties.postcode.pattern).toBe('^\\d{5}$');
    expect(doc.components.schemas.OrderItemDto.required).toEqual(expect.arrayContaining(['product', 'amount']));
  });

  it('finds the gaps of a route added without schemas', async () => {
    class BareBody {
      note?: string;
    }
    @Controller('api/bare')
    class BareController {
      @Get()
      list() {
        return [];
      }
      @Post()
      add(@Body() body: BareBody) {
        return body;
      }
    }
    const module = await Test.createTestingModule({ controllers: [BareController] }).compile();
    const app = module.createNestApplication(new FastifyAdapter(), { logger: false });
    const gaps = documentGaps(createApiDocument(app) as unknown as Doc);
    await app.close();
    expect(gaps).toEqual([
      'GET /api/bare: 200 answer without a schema',
      'POST /api/bare: 201 answer without a schema',
      'POST /api/bare: request body schema without properties',
    ]);
  });

  it('tells the truth about real answers: products, a product, me/info, the cart, an order', async () => {
    const list = await shop.http.get('/api/v1/shop/products').set('limit', '40');
    expectDocumented('get', '/api/v1/shop/products', list);
    const product = list.body.products.find((p: { sells: boolean; stock: number }) => p.sells && p.stock > 5);
    const detail = await shop.http.get(`/api/v1/shop/products/${product._id}`);
    expectDocumented('get', '/api/v1/shop/products/{idOrCode}', detail);
    expectDocumented('get', '/api/v1/shop/products/{idOrCode}', await shop.http.get('/api/v1/shop/products/no-such-product'));

    const member = await newSignedInMember(shop, 'doc');
    expectDocumented('get', '/api/v1/me/info', await shop.http.get('/api/v1/me/info').set('Authorization', member.auth));
    expectDocumented('get', '/api/v1/me/info', await shop.http.get('/api/v1/me/info'));

    const option = Object.fromEntries((detail.body.product.options as { name: string; values: { name: string }[] }[]).map((o) => [o.name, o.values[0].name]));
    const added = await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: product._id, amount: 1, option });
    expectDocumented('post', '/api/v1/me/carts', added);
    expectDocumented(
      'put',
      '/api/v1/me/carts/{id}',
      await shop.http.put(`/api/v1/me/carts/${added.body.cart._id}`).set('Authorization', member.auth).send({ amount: 2 }),
    );
    expectDocumented('get', '/api/v1/me/carts', await shop.http.get('/api/v1/me/carts').set('Authorization', member.auth));
    expectDocumented(
      'post',
      '/api/v1/me/carts',
      await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: product._id, amount: 0 }),
    );

    const quote = await shop.http
      .post('/api/v1/shop/orders/quote')
      .set('Authorization', member.auth)
      .send({ carts: [added.body.cart._id] });
    expectDocumented('post', '/api/v1/shop/orders/quote', quote);
    const placed = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, carts: [added.body.cart._id] });
    expect(placed.status).toBe(201);
    expectDocumented('post', '/api/v1/shop/orders', placed);
    expectDocumented('get', '/api/v1/me/orders/{id}', await shop.http.get(`/api/v1/me/orders/${placed.body.order._id}`).set('Authorization', member.auth));
    expectDocumented('get', '/api/v1/me/orders', await shop.http.get('/api/v1/me/orders').set('Authorization', member.auth));
  });
});
