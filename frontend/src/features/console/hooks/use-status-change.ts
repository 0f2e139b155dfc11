import { useState } from 'react';
import type { Order, OrderStatus } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { useChangeOrderStatus } from '../api/change-order-status';

/** What {@link useStatusChange} returns. */
export interface StatusChange {
  /** The status picked in the select, or '' for none yet. */
  nextStatus: OrderStatus | '';
  pickStatus(status: OrderStatus | ''): void;
  /** The optional message shown to the customer instead of the status name. */
  message: string;
  setMessage(message: string): void;
  /** "변경할 주문상태를 선택해주세요" after 변경 without a status, else null. */
  statusError: string | null;
  /** The confirm dialog is open. */
  confirming: boolean;
  /** The request is under way. */
  pending: boolean;
  /** 변경: asks for a status when none is picked, else opens the confirm dialog. */
  ask(): void;
  /** The dialog's 변경: sends the change, then empties the form (a refusal is alerted). */
  apply(): Promise<void>;
  /** The dialog's 취소 (or Escape). */
  cancel(): void;
}

/** State of an order's 주문상태 변경 card: pick a next status and a message, confirm, send. */
export function useStatusChange(order: Pick<Order, '_id'>): StatusChange {
  const change = useChangeOrderStatus();
  const [nextStatus, setNextStatus] = useState<OrderStatus | ''>('');
  const [message, setMessage] = useState('');
  const [statusError, setStatusError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  return {
    nextStatus,
    pickStatus: (status) => {
      setNextStatus(status);
      setStatusError(null);
    },
    message,
    setMessage,
    statusError,
    confirming,
    pending: change.isPending,
    ask: () => {
      if (!nextStatus) {
        setStatusError('변경할 주문상태를 선택해주세요');
        return;
      }
      setStatusError(null);
      setConfirming(true);
    },
    apply: async () => {
      if (!nextStatus) return;
      try {
        await change.mutateAsync({ id: order._id, orderStatus: nextStatus, orderStatusMessage: message.trim() || undefined });
        setNextStatus('');
        setMessage('');
      } catch (e) {
        alertError(e);
      } finally {
        setConfirming(false);
      }
    },
    cancel: () => setConfirming(false),
  };
}
