import type ExcelJS from 'exceljs';
import { PRODUCT_UPLOAD_COLUMNS, PRODUCT_UPLOAD_MAX_ROWS, PRODUCT_UPLOAD_MESSAGES, type ProductUploadColumn, type ProductUploadRow } from '@shop/contracts';
import { excel } from '../../../platform/files/xlsx.js';

/** A cell as read: a number typed as a number, a boolean, else its text (trimmed); undefined when empty. */
export type SheetValue = string | number | boolean | undefined;

/** One filled row of an upload sheet: its Excel row number and the value of each known column. */
export interface SheetRow {
  row: number;
  values: Partial<Record<ProductUploadColumn, SheetValue>>;
}

/** Why a sheet as a whole cannot be read (no workbook, headers missing, no rows, too many rows): a Korean message. */
export class ProductSheetError extends Error {}

const REQUIRED_COLUMNS: ProductUploadColumn[] = ['code', 'name', 'category', 'price'];
const HEADERS = new Map<string, ProductUploadColumn>(Object.entries(PRODUCT_UPLOAD_COLUMNS).map(([key, header]) => [header, key as ProductUploadColumn]));

/** Help lines of the template's 입력 안내 sheet, per column. */
const HELP: Record<ProductUploadColumn, string> = {
  code: '필수. 영문, 숫자, -, _ 2~40자. 이미 있는 상품코드면 그 상품을 수정합니다',
  name: '필수. 1~120자',
  category: '필수. 코드목록 시트의 카테고리코드',
  brand: '선택. 코드목록 시트의 브랜드코드',
  price: '필수. 가격(원), 0 이상의 정수',
  cost: '선택. 원가(원)',
  stock: '선택. 재고 수량 (새 상품은 비우면 0)',
  shows: '선택. Y 또는 N (새 상품은 비우면 N)',
  sells: '선택. Y 또는 N (새 상품은 비우면 N)',
  discountUnit: '선택. 원 또는 % (비우면 원)',
  discount: '선택. 할인 금액(원) 또는 할인율(%). 0이면 할인 없음',
  origin: '선택. 원산지',
  manufacturer: '선택. 제조사',
  size: '선택. 크기',
  hashtags: '선택. 쉼표로 나눈 해시태그',
  youtubeCode: '선택. 유튜브 영상 코드 11자',
  thumb: '선택. 대표 이미지 주소 (/files/... 또는 https://...)',
};

/** A cell's value as the row reader keeps it (formulas by their result, rich text by its text). */
function valueOf(cell: ExcelJS.Cell): SheetValue {
  const v = cell.value;
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'object' && 'result' in v && (typeof v.result === 'number' || typeof v.result === 'boolean')) return v.result;
  const text = (cell.text ?? '').toString().trim();
  return text === '' ? undefined : text;
}

/**
 * Reads the first sheet of an uploaded .xlsx: finds the columns by their Korean headers in the
 * first row (any order, unknown columns ignored; PRODUCT_UPLOAD_COLUMNS), skips empty rows, and
 * answers each filled row with its row number. Throws {@link ProductSheetError} when the file is
 * no workbook, a required column is missing, or it has no filled row or more than
 * PRODUCT_UPLOAD_MAX_ROWS.
 */
export async function readProductSheet(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new (await excel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ProductSheetError(PRODUCT_UPLOAD_MESSAGES.FILE_UNREADABLE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ProductSheetError(PRODUCT_UPLOAD_MESSAGES.FILE_UNREADABLE);
  const columns = new Map<ProductUploadColumn, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = HEADERS.get((cell.text ?? '').toString().replace(/\s+/g, ''));
    if (key && !columns.has(key)) columns.set(key, col);
  });
  if (REQUIRED_COLUMNS.some((c) => !columns.has(c))) throw new ProductSheetError(PRODUCT_UPLOAD_MESSAGES.COLUMNS_MISSING);

  const rows: SheetRow[] = [];
  // eachRow visits only rows that hold something, however far down a stray cell sits.
  sheet.eachRow((row, r) => {
    if (r === 1) return;
    const values: SheetRow['values'] = {};
    for (const [key, col] of columns) {
      const value = valueOf(row.getCell(col));
      if (value !== undefined) values[key] = value;
    }
    if (Object.keys(values).length === 0) return;
    if (rows.length >= PRODUCT_UPLOAD_MAX_ROWS) throw new ProductSheetError(PRODUCT_UPLOAD_MESSAGES.TOO_MANY_ROWS);
    rows.push({ row: r, values });
  });
  if (rows.length === 0) throw new ProductSheetError(PRODUCT_UPLOAD_MESSAGES.NO_ROWS);
  return rows;
}

/**
 * The template to fill: sheet 상품 with the Korean headers (PRODUCT_UPLOAD_COLUMNS), sheet
 * 코드목록 with the valid category codes (with their path) and brand codes, and sheet 입력 안내.
 */
export async function productUploadTemplate(categories: { code: string; path: string }[], brands: { code: string; name: string }[]): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet('상품', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = Object.entries(PRODUCT_UPLOAD_COLUMNS).map(([key, header]) => ({ header, key, width: key === 'name' ? 36 : 14 }));
  sheet.getRow(1).font = { bold: true };
  const codes = workbook.addWorksheet('코드목록');
  codes.columns = [
    { header: '카테고리코드', width: 18 },
    { header: '카테고리', width: 36 },
    { header: '', width: 4 },
    { header: '브랜드코드', width: 18 },
    { header: '브랜드', width: 24 },
  ];
  codes.getRow(1).font = { bold: true };
  for (let i = 0; i < Math.max(categories.length, brands.length); i++) {
    const c = categories[i];
    const b = brands[i];
    codes.addRow([c?.code ?? '', c?.path ?? '', '', b?.code ?? '', b?.name ?? '']);
  }
  const help = workbook.addWorksheet('입력 안내');
  help.columns = [
    { header: '열', width: 14 },
    { header: '설명', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  for (const [key, header] of Object.entries(PRODUCT_UPLOAD_COLUMNS)) help.addRow([header, HELP[key as ProductUploadColumn]]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of an upload that were refused, as an .xlsx (행, 상품코드, 상품명, 사유): the error report to fix and upload again. */
export async function productUploadErrorReport(rows: ProductUploadRow[]): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet('오류', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: '행', width: 8 },
    { header: '상품코드', width: 20 },
    { header: '상품명', width: 36 },
    { header: '사유', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) if (r.action === 'error') sheet.addRow([r.row, r.code, r.name, r.messages.join(' / ')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
