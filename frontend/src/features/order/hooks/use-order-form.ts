import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES, PaymentMethod, STALE_PRODUCT_CODES, formatPhone } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { cartKeys } from '../../../shared/api/cart-keys';
import { useMeInfo } from '../../../shared/api/me-info';
import { usePickup } from '../../../shared/stores/pickup';
import { focusField, useValidatedForm, type FormErrors, type ValidatedForm } from '../../../shared/hooks/use-validated-form';
import { openCardPayment } from '../api/pay-by-card';
import { usePlaceOrder } from '../api/place-order';
import { EMPTY_ORDER_FORM, cashReceiptOf, formFieldOf, orderFormValidators, orderParties, type OrderFormValues } from '../lib/order-form';
import type { OrderBenefits } from './use-order-benefits';
import type { PickedItems } from './use-picked-items';

/** The order form's state as its sections use it. */
export type OrderForm = ValidatedForm<OrderFormValues>;

/** What {@link useOrderForm} returns. */
export interface OrderFormState {
  form: OrderForm;
  /** Ref for the <form>, so the first field in error can take the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** A message for the whole form (a refusal without field errors), or null. */
  formError: string | null;
  submitting: boolean;
  /** 신용카드 (default, spec §9) or 무통장입금. */
  paymentMethod: PaymentMethod;
  setPaymentMethod(method: PaymentMethod): void;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
}

/**
 * State and submission of the order form with the member's chosen coupons and points: the sender prefilled from the member's info (without
 * overwriting what was typed), checks on blur and submit, then the order placed: by bank transfer
 * (or paid whole by coupons and points, 0원) on to /shop/result, by card on to NICE Pay's window (whose result comes back to
 * /plugins/nice/pay/result; a window that cannot open sends there too, with its message). A refusal's field errors land on their fields, anything else above the button;
 * a stale-product refusal (STALE_PRODUCT_CODES) reloads the cart lines shown.
 */
export function useOrderForm(
  { items, source, orderSource }: Pick<PickedItems, 'items' | 'source' | 'orderSource'>,
  benefits: Pick<OrderBenefits, 'coupons' | 'point'>,
): OrderFormState {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const clearPickup = usePickup((s) => s.clear);
  const me = useMeInfo();
  const place = usePlaceOrder();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(PaymentMethod.CARD);
  const [opening, setOpening] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useValidatedForm<OrderFormValues>(EMPTY_ORDER_FORM, orderFormValidators);

  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !me.data) return;
    prefilled.current = true;
    const v = form.values;
    form.setValues({
      senderName: v.senderName || me.data.name,
      senderPhone: v.senderPhone || formatPhone(me.data.phone),
      senderEmail: v.senderEmail || me.data.email,
    });
  }, [me.data, form]);

  const showRefusal = (err: unknown) => {
    if (!(err instanceof ApiRequestError)) {
      setFormError('주문을 접수하지 못했습니다. 잠시 후 다시 시도해주세요.');
      return;
    }
    // A refusal such as INSUFFICIENT_STOCK or NOT_ON_SALE means the stock we show is stale: reload the lines.
    if (STALE_PRODUCT_CODES.includes(err.code) && source === 'cart') void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    const mapped: FormErrors<OrderFormValues> = {};
    for (const fe of err.errors ?? []) {
      const key = formFieldOf(fe.field, form.values.sameAsSender);
      if (key && !mapped[key]) mapped[key] = fe.message;
    }
    const keys = Object.keys(mapped);
    if (keys.length) {
      form.showErrors(mapped);
      focusField(formRef.current, keys[0]!);
    } else {
      setFormError(err.message);
    }
  };

  const submit = async () => {
    setFormError(null);
    const first = form.validateAll();
    if (first) {
      focusField(formRef.current, first);
      return;
    }
    if (items.length === 0) {
      setFormError(ORDER_MESSAGES.NO_ITEMS);
      return;
    }
    try {
      const cashReceipt = cashReceiptOf(form.values, paymentMethod === PaymentMethod.BANK);
      const order = await place.mutateAsync({
        ...(orderSource ?? { items: [] }),
        ...(benefits.coupons.length ? { coupons: benefits.coupons } : {}),
        ...(benefits.point > 0 ? { point: benefits.point } : {}),
        ...orderParties(form.values),
        paymentMethod,
        ...(cashReceipt ? { cashReceipt } : {}),
      });
      clearPickup();
      // Bank transfers wait for the deposit there; an order coupons and points covered whole (0원) is paid already.
      if (paymentMethod === PaymentMethod.BANK || order.orderStatus !== 'ORDER_NONPAYMENT') {
        await navigate({ to: '/shop/result', search: { order: order._id }, replace: true });
        return;
      }
      setOpening(true);
      try {
        await openCardPayment(order._id);
      } catch (e) {
        setOpening(false);
        await navigate({ to: '/plugins/nice/pay/result', search: { orderId: order._id, message: (e as Error).message }, replace: true });
      }
    } catch (err) {
      showRefusal(err);
    }
  };

  return {
    form,
    formRef,
    formError,
    submitting: place.isPending || opening,
    paymentMethod,
    setPaymentMethod: (method) => {
      setPaymentMethod(method);
      // A card payment has its own 매출전표: the cash receipt request goes with the bank transfer.
      if (method !== PaymentMethod.BANK && form.values.cashReceiptEnabled) form.setValues({ cashReceiptEnabled: false });
    },
    onSubmit: (e) => {
      e.preventDefault();
      void submit();
    },
  };
}
