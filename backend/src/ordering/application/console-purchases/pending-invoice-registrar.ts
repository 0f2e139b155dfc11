import { Injectable } from '@nestjs/common';
import type { BulkInvoicesDto, BulkResponse } from '@shop/contracts';
import type { InvoiceRegistrar } from './invoice-registrar.js';

/** Stands in until invoices can be registered: every row is refused with a Korean reason. */
@Injectable()
export class PendingInvoiceRegistrar implements InvoiceRegistrar {
  async registerInvoices(rows: BulkInvoicesDto['rows']): Promise<BulkResponse> {
    const results = rows.map((r) => ({ key: String(r.purchaseNumber ?? ''), ok: false, message: '송장 등록을 처리할 수 없습니다' }));
    return { results, succeeded: 0, failed: results.length, position: 0 };
  }
}
