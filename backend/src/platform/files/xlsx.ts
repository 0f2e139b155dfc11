import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded on its first use: it takes about a second of CPU and tens of MB to load, and
 * most processes never read or write a workbook, so the shop does not load it at start.
 */
export const excel = (): Promise<typeof ExcelJS> => (loading ??= import('exceljs').then((m) => m.default));

/**
 * A one-sheet .xlsx workbook as a stream (exceljs' streaming writer: rows go out as they are
 * committed, no whole workbook is held). `fill` sets the sheet's columns and adds its rows,
 * committing each; the sheet and workbook are then committed. An error (in `fill` or writing)
 * ends the stream with that error. Sheet names are cut to Excel's 31 characters.
 */
export function xlsxStream(
  sheetName: string,
  options: Partial<ExcelJS.AddWorksheetOptions>,
  fill: (sheet: ExcelJS.Worksheet) => void | Promise<void>,
): Readable {
  const stream = new PassThrough();
  void (async () => {
    const { stream: writers } = await excel();
    const workbook = new writers.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31), options);
    await fill(sheet);
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
