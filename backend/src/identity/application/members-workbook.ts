import type { Readable } from 'node:stream';
import { xlsxStream } from '../../platform/files/xlsx.js';
import { MEMBER_EXPORT_HEADERS, USER_TYPE_TEXT, formatDateTime, formatPhone, type ConsoleMember } from '@shop/contracts';

/** Widths (in characters) of the export's columns, in the order of MEMBER_EXPORT_HEADERS. */
const WIDTHS = [18, 12, 10, 10, 28, 15, 14, 20];

/** The cells of one member in the export, in the order of MEMBER_EXPORT_HEADERS (dates in KST). */
export function memberRow(m: ConsoleMember): string[] {
  return [
    m.username,
    m.name,
    USER_TYPE_TEXT[m.type],
    m.grade?.name ?? '',
    m.email,
    formatPhone(m.phone),
    m.businessRegistration ?? '',
    formatDateTime(m.createdAt),
  ];
}

/**
 * The member export as a stream of an .xlsx workbook (exceljs' streaming writer): one sheet
 * 회원목록 with Korean headers, one row per member. Errors end the stream with an error.
 */
export function membersWorkbook(members: ConsoleMember[]): Readable {
  return xlsxStream('회원목록', { views: [{ state: 'frozen', ySplit: 1 }] }, (sheet) => {
    sheet.columns = MEMBER_EXPORT_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] }));
    sheet.getRow(1).font = { bold: true };
    for (const m of members) sheet.addRow(memberRow(m)).commit();
  });
}
