import { PassThrough, type Readable } from 'node:stream';
import { PRODUCT_EXPORT_HEADERS, formatDateTime, type ConsoleProductRow } from '@shop/contracts';
import { excel } from '../../../platform/files/xlsx.js';

/** Widths (in characters) of the export's columns, in the order of PRODUCT_EXPORT_HEADERS. */
const WIDTHS = [18, 40, 10, 16, 14, 12, 12, 8, 6, 6, 20];
const TYPE_TEXT: Record<ConsoleProductRow['type'], string> = { normal: '일반', variety: '버라이어티 묶음', bundle: '상품 묶음', target: '개별 결제' };

/** The cells of one product in the export, in the order of PRODUCT_EXPORT_HEADERS (prices in 원, dates in KST). */
export function productRow(p: ConsoleProductRow): (string | number)[] {
  return [
    p.code,
    p.name,
    TYPE_TEXT[p.type],
    p.category?.name ?? '',
    p.brand?.name ?? '',
    p.price,
    p.salePrice,
    p.stock,
    p.shows ? 'Y' : 'N',
    p.sells ? 'Y' : 'N',
    formatDateTime(p.createdAt),
  ];
}

/**
 * The product export as a stream of an .xlsx workbook: one sheet 상품목록, Korean headers, one
 * row per product. Resolves once ExcelJS is loaded (on the first export, not at start: the shop
 * keeps its 700 modules out of memory until a workbook is asked for).
 */
export async function productsWorkbook(rows: ConsoleProductRow[]): Promise<Readable> {
  const ExcelJS = await excel();
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('상품목록', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRODUCT_EXPORT_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for (const p of rows) sheet.addRow(productRow(p)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
