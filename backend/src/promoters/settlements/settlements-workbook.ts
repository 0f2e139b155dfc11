import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A column of a settlements sheet: Korean header, and whether it holds 원 amounts. */
export interface SheetColumn {
  header: string;
  money?: boolean;
}

/**
 * A one-sheet .xlsx workbook as a stream (exceljs' streaming writer, like the statistics export):
 * a title row, Korean headers, then `rows`; 원 amounts kept as numbers with thousand separators.
 * Errors end the stream with an error. Used by the settlements export and the withholding report.
 */
export function settlementsWorkbook(title: string, columns: SheetColumn[], rows: (string | number | null)[][]): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 2 }] });
  void (async () => {
    sheet.addRow([title]).commit();
    const head = sheet.addRow(columns.map((c) => c.header));
    head.font = { bold: true };
    head.commit();
    columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = c.money ? 14 : 20;
      if (c.money) column.numFmt = '#,##0"원"';
    });
    for (const row of rows) sheet.addRow(row.map((cell) => cell ?? '-')).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
