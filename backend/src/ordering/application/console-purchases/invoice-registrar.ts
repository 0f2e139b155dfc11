import type { BulkInvoicesDto, BulkResponse } from '@shop/contracts';
import type { CommandMetadata } from '../../../platform/event-sourcing/command.js';

/**
 * Registers many invoices at once, as PUT /api/console/shop/invoices does: each row checked and
 * applied on its own (a line being prepared moves to 배송중), answered per row in the rows'
 * order with the purchase number as `key`. The invoice upload feeds the rows it read from the
 * sheet through it, so an uploaded file and the bulk call follow the same rules.
 */
export interface InvoiceRegistrar {
  registerInvoices(rows: BulkInvoicesDto['rows'], metadata: CommandMetadata): Promise<BulkResponse>;
}

/** Injection token of the {@link InvoiceRegistrar}. */
export const INVOICE_REGISTRAR = Symbol('INVOICE_REGISTRAR');
