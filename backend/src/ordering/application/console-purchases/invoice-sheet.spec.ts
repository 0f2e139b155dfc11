import ExcelJS from 'exceljs';
import { PURCHASE_FILE_MESSAGES, courierCodeOf } from '@shop/contracts';
import { InvoiceSheetError, readInvoiceSheet } from './invoice-sheet.js';

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('송장');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('invoice sheet', () => {
  it('reads the three columns by header in any order, skips empty rows and keeps Excel row numbers', async () => {
    const bytes = await sheet([
      ['메모', '송장번호', '택배사', '상품주문번호'],
      ['', 612345678901, 'CJ 대한통운', '20261122-042917-01'],
      [],
      ['', '6123-4567-8902', '05', '20261122-042917-02'],
      ['', '612345678903', '없는택배', '20261122-042917-03'],
    ]);
    const read = await readInvoiceSheet(bytes);
    expect(read.rows).toEqual([
      { row: 2, purchaseNumber: '20261122-042917-01', courierCode: '04', invoiceNumber: '612345678901' },
      { row: 4, purchaseNumber: '20261122-042917-02', courierCode: '05', invoiceNumber: '6123-4567-8902' },
    ]);
    expect(read.refused).toEqual([{ key: '20261122-042917-03', row: 5, ok: false, message: PURCHASE_FILE_MESSAGES.COURIER_UNKNOWN }]);
  });

  it('refuses a sheet without the columns, without rows, or that is no workbook', async () => {
    await expect(readInvoiceSheet(await sheet([['주문번호', '송장']]))).rejects.toThrow(PURCHASE_FILE_MESSAGES.COLUMNS_MISSING);
    await expect(readInvoiceSheet(await sheet([['상품주문번호', '택배사', '송장번호']]))).rejects.toThrow(PURCHASE_FILE_MESSAGES.NO_ROWS);
    await expect(readInvoiceSheet(Buffer.from('PK\u0003\u0004 not a zip'))).rejects.toBeInstanceOf(InvoiceSheetError);
  });

  it('refuses more than 500 rows', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => [`20261122-042917-${String(i % 100).padStart(2, '0')}`, '04', `61234567${String(i).padStart(4, '0')}`]);
    await expect(readInvoiceSheet(await sheet([['상품주문번호', '택배사', '송장번호'], ...rows]))).rejects.toThrow(PURCHASE_FILE_MESSAGES.TOO_MANY_ROWS);
  });

  it('names couriers by code or by name', () => {
    expect(courierCodeOf('04')).toBe('04');
    expect(courierCodeOf(' 우체국 택배 ')).toBe('01');
    expect(courierCodeOf('DIRECT')).toBe('DIRECT');
    expect(courierCodeOf('04 ')).toBe('04');
    expect(courierCodeOf('대한통운')).toBeNull();
  });
});
