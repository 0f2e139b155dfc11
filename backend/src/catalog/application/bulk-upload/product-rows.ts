import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  CreateProductDto,
  PRODUCT_UPLOAD_MESSAGES,
  type ConsoleProduct,
  type ProductFields,
  type ProductUploadRow,
  type UpdateProductDto,
} from '@shop/contracts';
import { flattenValidationErrors } from '../../../platform/http/http-errors.js';
import { productRuleProblem } from '../../domain/product-rules.js';
import type { SheetRow, SheetValue } from './product-sheet.js';

/** What the catalogue holds that a row is checked against. */
export interface UploadReferences {
  /** Category id by category code. */
  categories: Map<string, string>;
  /** Brand codes. */
  brands: Set<string>;
  /** Products by code: the console's product, or 'taken' for a code a deleted product or a target payment keeps. */
  products: Map<string, ConsoleProduct | 'taken'>;
}

/** A row checked: what it does, and the write that does it (none for an unchanged or refused row). */
export interface PlannedRow {
  result: ProductUploadRow;
  write?: { kind: 'create'; dto: CreateProductDto } | { kind: 'update'; id: string; dto: UpdateProductDto };
}

const TRUE = new Set(['y', 'yes', 'true', '1', '예', 'o']);
const FALSE = new Set(['n', 'no', 'false', '0', '아니오', '아니요', 'x']);

/** A number typed as a number or as digits (commas and 원 allowed); other text stays text for the DTO to refuse. */
function numberOf(v: SheetValue): unknown {
  if (typeof v !== 'string') return v;
  const t = v.replace(/[,\s원]/g, '');
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
}

function flagOf(v: SheetValue): unknown {
  if (typeof v === 'boolean' || v === undefined) return v;
  const t = String(v).trim().toLowerCase();
  return TRUE.has(t) ? true : FALSE.has(t) ? false : v;
}

const textOf = (v: SheetValue): string | undefined => (v === undefined ? undefined : String(v).trim());

/** The editor's body for a row's cells: only the cells filled (an empty cell leaves the field as it is). */
function bodyOf(values: SheetRow['values'], refs: UploadReferences): { body: Record<string, unknown>; problems: string[] } {
  const v = values;
  const body: Record<string, unknown> = {};
  const problems: string[] = [];
  const put = (key: string, value: unknown) => {
    if (value !== undefined) body[key] = value;
  };
  put('code', textOf(v.code));
  put('name', textOf(v.name));
  const category = textOf(v.category);
  if (category !== undefined) {
    const id = refs.categories.get(category);
    if (id) body._category = id;
    else problems.push(PRODUCT_UPLOAD_MESSAGES.CATEGORY);
  }
  const brand = textOf(v.brand);
  if (brand !== undefined) {
    if (refs.brands.has(brand)) body._brand = brand;
    else problems.push(PRODUCT_UPLOAD_MESSAGES.BRAND);
  }
  put('price', numberOf(v.price));
  put('cost', numberOf(v.cost));
  put('stock', numberOf(v.stock));
  put('shows', flagOf(v.shows));
  put('sells', flagOf(v.sells));
  const discount = numberOf(v.discount);
  if (discount === 0) body.discount = null;
  else if (discount !== undefined) {
    const unit = textOf(v.discountUnit)?.toLowerCase();
    body.discount = { unit: unit === undefined || unit === '원' ? 'won' : unit === '%' ? 'percent' : unit, amount: discount };
  }
  put('origin', textOf(v.origin));
  put('manufacturer', textOf(v.manufacturer));
  put('size', textOf(v.size));
  const tags = textOf(v.hashtags);
  if (tags !== undefined)
    body.hashtags = tags
      .split(/[,\s]+/)
      .map((t) => t.replace(/^#/, ''))
      .filter(Boolean);
  put('youtubeCode', textOf(v.youtubeCode));
  const thumb = textOf(v.thumb);
  if (thumb !== undefined) body.thumb = { url: thumb };
  return { body, problems };
}

/** Same value for the comparison of a row with the product (objects by their fields, in any key order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Checks one row with the console product editor's rules and plans its write (spec §2 console
 * shop/bulk-upload): the same class-validator DTO (CreateProductDto) and Korean messages, the
 * editor's required fields for a new product, category and brand by code, the catalogue's
 * product rules (product-rules.ts), a code not taken by a deleted product or a target payment,
 * and a code not already on an earlier row (`seen`). A row whose code exists updates that
 * product with only the fields that differ (none: unchanged), a new code creates a product.
 * Pure: answers the plan, writes nothing.
 */
export async function planRow(sheetRow: SheetRow, refs: UploadReferences, seen: Set<string>): Promise<PlannedRow> {
  const { body, problems } = bodyOf(sheetRow.values, refs);
  const code = typeof body.code === 'string' ? body.code : '';
  const existing = refs.products.get(code);
  const result = (action: ProductUploadRow['action'], messages: string[] = []): ProductUploadRow => ({
    row: sheetRow.row,
    code,
    name: typeof body.name === 'string' ? body.name : existing && existing !== 'taken' ? existing.name : '',
    action,
    messages,
  });
  const errors = [...problems];
  if (!code || (!existing && (body.name === undefined || body._category === undefined || body.price === undefined))) {
    if (!problems.includes(PRODUCT_UPLOAD_MESSAGES.CATEGORY)) errors.unshift(PRODUCT_UPLOAD_MESSAGES.REQUIRED);
  }
  if (code && seen.has(code)) errors.push(PRODUCT_UPLOAD_MESSAGES.DUPLICATE);
  if (code) seen.add(code);
  if (existing === 'taken') errors.push(PRODUCT_UPLOAD_MESSAGES.DELETED);
  const dto = plainToInstance(CreateProductDto, body);
  const invalid = flattenValidationErrors(await validate(dto, { whitelist: true, forbidNonWhitelisted: true }));
  for (const { message } of invalid) if (!errors.includes(message)) errors.push(message);
  if (errors.length > 0) return { result: result('error', errors) };

  const { stock, code: _code, ...fields } = body as unknown as CreateProductDto;
  if (existing === 'taken') return { result: result('error', [PRODUCT_UPLOAD_MESSAGES.DELETED]) };
  if (!existing) {
    const problem = productRuleProblem('', fields as Partial<ProductFields>);
    if (problem) return { result: result('error', [problem]) };
    return { result: result('create'), write: { kind: 'create', dto: body as unknown as CreateProductDto } };
  }
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const current = (existing as unknown as Record<string, unknown>)[key];
    const next = key === 'discount' && value && existing.discount?.expiration ? { ...(value as object), expiration: existing.discount.expiration } : value;
    if (!same(next, current)) changes[key] = next;
  }
  const problem = productRuleProblem(existing._id, changes as Partial<ProductFields>, existing);
  if (problem) return { result: result('error', [problem]) };
  if (stock !== undefined && stock !== existing.stock) changes.stock = stock;
  if (Object.keys(changes).length === 0) return { result: result('unchanged') };
  return { result: result('update'), write: { kind: 'update', id: existing._id, dto: changes as UpdateProductDto } };
}
