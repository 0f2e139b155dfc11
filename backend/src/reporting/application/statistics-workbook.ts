import type { Readable } from 'node:stream';
import { xlsxStream } from '../../platform/files/xlsx.js';
import type { StatisticsCellKind, StatisticsTable } from '@shop/contracts';

/** Excel number formats of the cell kinds: counts and 원 amounts with thousand separators, changes in percent. */
const NUM_FMT: Record<StatisticsCellKind, string | undefined> = { text: undefined, count: '#,##0', money: '#,##0"원"', percent: '+0.0"%";-0.0"%";0.0"%"' };

/**
 * A statistics table (contracts' `periodTable` / `productsTable`, the rows the page shows) as a
 * stream of an .xlsx workbook (exceljs' streaming writer, like the member export): one sheet named
 * after the table, Korean headers, numbers kept as numbers with their formats, '-' where there is
 * nothing to compare with. Errors end the stream with an error.
 */
export function statisticsWorkbook(table: StatisticsTable, period: { from: string; to: string }): Readable {
  return xlsxStream(table.title, { views: [{ state: 'frozen', ySplit: 2 }] }, (sheet) => {
    sheet.addRow([`${table.title} ${period.from} ~ ${period.to}`]).commit();
    const head = sheet.addRow(table.columns.map((c) => c.header));
    head.font = { bold: true };
    head.commit();
    table.columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = c.kind === 'text' ? 24 : 16;
      const numFmt = NUM_FMT[c.kind];
      if (numFmt) column.numFmt = numFmt;
    });
    for (const row of table.rows) sheet.addRow(row.cells.map((cell) => cell ?? '-')).commit();
  });
}
