import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ClaimReason, InvoiceRowDto, type BulkResponse, type BulkRowResult, type ClaimPurchaseDto, type InvoiceDto, type PurchaseMove } from '@shop/contracts';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import { DomainError, type CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type {
  ChangeClaimStatus,
  ChangeCollectionStatus,
  ChangeOrderStatus,
  ConfirmPurchases,
  RegisterInvoice,
  RequestClaim,
} from '../../domain/order.decider.js';
import { InvalidTransitionError, OrderNotFoundError, PurchaseNotFoundError } from '../../ordering.errors.js';
import { ORDERING, type OrderDoc, type PurchaseDoc } from '../../projections/ordering.projection.js';

/** A command's answer: where it wrote, and the order it wrote to. */
export interface Moved {
  orderId: string;
  position: number;
}

/**
 * The purchase (order line) commands of members and staff, addressed by purchase id or purchase
 * number: finds the line's order in the purchases read model (scoped to the member for member
 * calls: another member's purchase is 404) and sends the order decider's command, which decides
 * on the order's stream. Bulk calls answer per row, so one refused row leaves the others applied.
 */
@Injectable()
export class PurchaseMoves {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
  ) {}

  /** The member claims one of their lines (PUT /api/v1/me/purchases/{id}). */
  async claim(userId: string, purchaseId: string, dto: ClaimPurchaseDto, metadata: CommandMetadata): Promise<Moved> {
    const p = await this.purchase({ _id: purchaseId, _user: userId });
    const command: RequestClaim = {
      type: 'RequestClaim',
      data: {
        orderId: p._order,
        claimId: randomUUID(),
        lineIds: [p._id],
        kind: dto.claim,
        claimReason: dto.claimReason,
        claimReasonDetails: dto.claimReasonDetails?.trim() ?? '',
        images: dto.images ?? [],
      },
      metadata,
    };
    return { orderId: p._order, position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** The member cancels every line of their order still open to a cancel (DELETE /api/v1/me/orders/{id}). 409 when none is. */
  async cancelOrder(
    userId: string,
    orderId: string,
    reason: { claimReason?: ClaimReason; claimReasonDetails?: string },
    metadata: CommandMetadata,
  ): Promise<Moved> {
    await this.ownOrder(userId, orderId);
    const command: RequestClaim = {
      type: 'RequestClaim',
      data: {
        orderId,
        claimId: randomUUID(),
        lineIds: null, // the order decider takes every line still open to a cancel
        kind: 'CANCEL',
        claimReason: reason.claimReason ?? ClaimReason.CHANGE_OF_MIND,
        claimReasonDetails: reason.claimReasonDetails?.trim() ?? '',
        images: [],
      },
      metadata,
    };
    return { orderId, position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** 구매확정 by the member (POST /api/v1/me/orders/{id}/confirm): the named lines, or every delivered one. */
  async confirm(userId: string, orderId: string, purchaseIds: string[] | undefined, metadata: CommandMetadata): Promise<Moved> {
    await this.ownOrder(userId, orderId);
    const command: ConfirmPurchases = {
      type: 'ConfirmPurchases',
      data: { orderId, lineIds: purchaseIds?.length ? purchaseIds : null, confirmedBy: 'member' },
      metadata,
    };
    return { orderId, position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /**
   * Staff move one purchase (PUT /api/console/shop/purchases/{id}): its orderStatus (delivery
   * steps), its claim (approve, reject, exchange steps; completing a paid cancel or return
   * refunds it) or its collection. 400 when the move names none of them.
   */
  async move(purchaseId: string, move: PurchaseMove, metadata: CommandMetadata): Promise<Moved> {
    const p = await this.purchase({ _id: purchaseId });
    const orderId = p._order;
    const lineIds = [p._id];
    let command: ChangeOrderStatus | ChangeClaimStatus | ChangeCollectionStatus;
    if (move.claimStatus) {
      command = {
        type: 'ChangeClaimStatus',
        data: { orderId, lineIds, claimStatus: move.claimStatus, claimStatusMessage: move.claimStatusMessage?.trim() || null },
        metadata,
      };
    } else if (move.collectionStatus) {
      command = { type: 'ChangeCollectionStatus', data: { orderId, lineIds, collectionStatus: move.collectionStatus }, metadata };
    } else if (move.orderStatus) {
      command = {
        type: 'ChangeOrderStatus',
        data: { orderId, lineIds, orderStatus: move.orderStatus, orderStatusMessage: move.orderStatusMessage?.trim() || null },
        metadata,
      };
    } else {
      throw new InvalidTransitionError('-', '-');
    }
    return { orderId, position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** The same move for many purchases, answered per row (PUT /api/console/shop/purchases). */
  async moveMany(ids: string[], move: PurchaseMove, metadata: CommandMetadata): Promise<BulkResponse> {
    return this.perRow(
      [...new Set(ids)].map((id) => ({ key: id })),
      (row) => this.move(row.key, move, metadata),
    );
  }

  /** Registers the invoice of one purchase by its number (PUT /api/console/shop/invoices/{purchaseNumber}). */
  async invoice(purchaseNumber: string, dto: InvoiceDto, metadata: CommandMetadata): Promise<Moved> {
    const p = await this.purchase({ purchaseNumber });
    const command: RegisterInvoice = {
      type: 'RegisterInvoice',
      data: { orderId: p._order, lineIds: [p._id], courierCode: dto.courierCode, invoiceNumber: dto.invoiceNumber.trim() },
      metadata,
    };
    return { orderId: p._order, position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /**
   * Many invoices (PUT /api/console/shop/invoices, or rows read from an uploaded sheet with their
   * Excel row numbers): each row is checked as an InvoiceRowDto and applied on its own.
   */
  async invoices(rows: { row?: number; value: Record<string, unknown> }[], metadata: CommandMetadata): Promise<BulkResponse> {
    return this.perRow(
      rows.map((r) => ({ key: String(r.value.purchaseNumber ?? ''), row: r.row, value: r.value })),
      async (row) => {
        const dto = plainToInstance(InvoiceRowDto, row.value);
        const errors = await validate(dto, { forbidUnknownValues: false });
        const message = errors.flatMap((e) => Object.values(e.constraints ?? {}))[0];
        if (message) throw new RowRefused(message);
        return this.invoice(dto.purchaseNumber.trim(), dto, metadata);
      },
    );
  }

  private async perRow<R extends { key: string; row?: number }>(rows: R[], apply: (row: R) => Promise<Moved>): Promise<BulkResponse> {
    const results: BulkRowResult[] = [];
    let position = 0;
    for (const row of rows) {
      try {
        position = Math.max(position, (await apply(row)).position);
        results.push({ key: row.key, ...(row.row ? { row: row.row } : {}), ok: true, message: null });
      } catch (e) {
        if (!(e instanceof DomainError) && !(e instanceof RowRefused)) throw e;
        results.push({ key: row.key, ...(row.row ? { row: row.row } : {}), ok: false, message: e.message });
      }
    }
    const succeeded = results.filter((r) => r.ok).length;
    return { results, succeeded, failed: results.length - succeeded, position };
  }

  /** The order must be the member's own: another member's is 404, never revealed. */
  private async ownOrder(userId: string, orderId: string): Promise<void> {
    if (!(await this.store.collection<OrderDoc>(ORDERING.orders).findOne({ _id: orderId, _user: userId }))) throw new OrderNotFoundError();
  }

  private async purchase(filter: Record<string, string>): Promise<PurchaseDoc> {
    const p = await this.store.collection<PurchaseDoc>(ORDERING.purchases).findOne(filter);
    if (!p) throw new PurchaseNotFoundError();
    return p;
  }
}

/** A bulk row refused before any command: its own validation message. */
class RowRefused extends Error {}
