import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EMAIL_RULES,
  NAME_RULES,
  ORDER_MESSAGES,
  PHONE_RULES,
  STALE_PRODUCT_CODES,
  firstViolation,
  formatPhone,
  formatPrice,
} from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { cartLinesQueryOptions } from '../../../shared/api/carts';
import { cartKeys } from '../../../shared/api/cart-keys';
import { useMeInfo } from '../../../shared/api/me-info';
import { useSetting } from '../../../shared/api/setting';
import { usePickup } from '../../../shared/stores/pickup';
import { formatPhoneInput } from '../../../shared/lib/phone-input';
import { focusField, useValidatedForm, type FormErrors, type FormValidators } from '../../../shared/hooks/use-validated-form';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useOrderProducts } from '../api/get-order-product';
import { usePlaceOrder } from '../api/place-order';
import { useOrderQuote, type QuoteSource } from '../api/quote-order';
import { fromCartLine, fromPickupItem, type OrderItemView } from '../lib/order-items';
import { CUSTOM_REQUEST, REQUEST_MESSAGE_MAX, REQUEST_MESSAGE_PRESETS } from '../lib/request-messages';
import { AddressFields } from './AddressFields';
import { OrderItemList } from './OrderItemList';
import styles from './order.module.css';

interface OrderFormValues extends Record<string, unknown> {
  senderName: string;
  senderPhone: string;
  senderEmail: string;
  senderPostcode: string;
  senderAddress1: string;
  senderAddress2: string;
  sameAsSender: boolean;
  receiverName: string;
  receiverPhone: string;
  receiverPostcode: string;
  receiverAddress1: string;
  receiverAddress2: string;
  requestPreset: string;
  requestCustom: string;
  agree: boolean;
}

const AGREE_MESSAGE = '주문 내용 확인 및 결제 진행에 동의해주세요';
const postcodeCheck = (v: string) => (/^\d{5}$/.test(v) ? null : ORDER_MESSAGES.POSTCODE);
const address1Check = (v: string) => (v.trim().length >= 2 ? null : ORDER_MESSAGES.ADDRESS);
const unlessSame = (check: (v: OrderFormValues) => string | null) => (v: OrderFormValues) => (v.sameAsSender ? null : check(v));

const validators: FormValidators<OrderFormValues> = {
  senderName: (v) => firstViolation(NAME_RULES, v.senderName),
  senderPhone: (v) => firstViolation(PHONE_RULES, v.senderPhone),
  senderEmail: (v) => firstViolation(EMAIL_RULES, v.senderEmail),
  senderPostcode: (v) => postcodeCheck(v.senderPostcode),
  senderAddress1: (v) => address1Check(v.senderAddress1),
  receiverName: unlessSame((v) => firstViolation(NAME_RULES, v.receiverName)),
  receiverPhone: unlessSame((v) => firstViolation(PHONE_RULES, v.receiverPhone)),
  receiverPostcode: unlessSame((v) => postcodeCheck(v.receiverPostcode)),
  receiverAddress1: unlessSame((v) => address1Check(v.receiverAddress1)),
  requestCustom: (v) =>
    v.requestPreset === CUSTOM_REQUEST && v.requestCustom.length > REQUEST_MESSAGE_MAX ? `배송 요청사항은 ${REQUEST_MESSAGE_MAX}자 이하로 작성해주세요` : null,
  agree: (v) => (v.agree ? null : AGREE_MESSAGE),
};

const digitsOnly5 = (raw: string) => raw.replace(/\D/g, '').slice(0, 5);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Maps a server field path ("sender.postcode", "receiver.name") to the form's field. */
function formField(path: string, sameAsSender: boolean): keyof OrderFormValues & string | null {
  const m = /^(sender|receiver)\.(name|phone|email|postcode|address1|address2)$/.exec(path);
  if (m) {
    const who = m[1] === 'receiver' && sameAsSender ? 'sender' : m[1]!;
    return `${who}${capitalize(m[2]!)}` as keyof OrderFormValues & string;
  }
  if (path === 'requestMessage') return 'requestCustom';
  return null;
}

/** The items the pick-up store points at: cart lines, or buy-now items with their products. */
function usePickedItems(): { items: OrderItemView[]; loading: boolean; error: string | null; source: 'cart' | 'items' | 'none' } {
  const cartIds = usePickup((s) => s.cartIds);
  const pickItems = usePickup((s) => s.items);
  const source = cartIds && cartIds.length ? 'cart' : pickItems && pickItems.length ? 'items' : 'none';
  const carts = useQuery({ ...cartLinesQueryOptions(), enabled: source === 'cart' });
  const products = useOrderProducts(source === 'items' ? pickItems!.map((i) => i.product) : []);

  return useMemo(() => {
    if (source === 'cart') {
      if (carts.isPending) return { items: [], loading: true, error: null, source };
      if (carts.isError) return { items: [], loading: false, error: carts.error.message, source };
      const wanted = new Set(cartIds);
      return { items: carts.data.filter((l) => wanted.has(l._id)).map(fromCartLine), loading: false, error: null, source };
    }
    if (source === 'items') {
      if (products.some((p) => p.isPending)) return { items: [], loading: true, error: null, source };
      const failed = products.find((p) => p.isError);
      if (failed?.error) return { items: [], loading: false, error: failed.error.message, source };
      return { items: pickItems!.map((item, i) => fromPickupItem(item, products[i]!.data!, i)), loading: false, error: null, source };
    }
    return { items: [], loading: false, error: null, source };
  }, [source, carts.isPending, carts.isError, carts.error, carts.data, cartIds, pickItems, products]);
}

/**
 * /shop/order: the order form (spec §3 order draft) for what the pick-up store holds: items,
 * 주문자 정보 (prefilled from the member's info), 배송지 정보 (or "주문자와 동일"), 배송 요청사항,
 * 무통장입금 with the shop's account, a summary and the agreement; places the order and goes to
 * /shop/result. The server prices the order; 409 refusals (재고가 부족합니다: …) are shown as sent.
 */
export function OrderPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const cartIds = usePickup((s) => s.cartIds);
  const pickItems = usePickup((s) => s.items);
  const clearPickup = usePickup((s) => s.clear);
  const { items, loading, error, source } = usePickedItems();
  const me = useMeInfo();
  const setting = useSetting();
  const place = usePlaceOrder();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useValidatedForm<OrderFormValues>(
    {
      senderName: '',
      senderPhone: '',
      senderEmail: '',
      senderPostcode: '',
      senderAddress1: '',
      senderAddress2: '',
      sameAsSender: true,
      receiverName: '',
      receiverPhone: '',
      receiverPostcode: '',
      receiverAddress1: '',
      receiverAddress2: '',
      requestPreset: '',
      requestCustom: '',
      agree: false,
    },
    validators,
  );
  const { values } = form;

  // Prefill the sender from the member's info once it arrives, without overwriting what was typed.
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

  const orderSource: QuoteSource | null =
    source === 'cart' ? { carts: cartIds ?? [] } : source === 'items' ? { items: (pickItems ?? []).map((i) => ({ product: i.product, option: i.option, amount: i.amount })) } : null;
  // The server prices the order (shipping rules included); the local sum shows until it answers.
  const quote = useOrderQuote(items.length > 0 ? orderSource : null);
  const productsTotal = quote.data?.productsPrice ?? items.reduce((s, i) => s + i.total, 0);
  const shippingPrice = quote.data?.shippingPrice ?? null;
  const grandTotal = quote.data?.totalPrice ?? productsTotal;
  const problems = items.filter((i) => i.problem);
  const shippingTexts = [...new Set(items.map((i) => i.shippingText).filter((t): t is string => !!t))];

  const receiverBinding = (key: 'Name' | 'Phone' | 'Postcode' | 'Address1' | 'Address2', transform?: (raw: string) => string) =>
    values.sameAsSender ? { ...form.textProps(`sender${key}`, transform), name: `receiver${key}`, onChange: () => undefined, onBlur: () => undefined, error: null } : form.textProps(`receiver${key}`, transform);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
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
    const sender = {
      name: values.senderName.trim(),
      phone: values.senderPhone,
      email: values.senderEmail.trim(),
      postcode: values.senderPostcode,
      address1: values.senderAddress1.trim(),
      address2: values.senderAddress2.trim(),
    };
    const receiver = values.sameAsSender
      ? { name: sender.name, phone: sender.phone, postcode: sender.postcode, address1: sender.address1, address2: sender.address2 }
      : {
          name: values.receiverName.trim(),
          phone: values.receiverPhone,
          postcode: values.receiverPostcode,
          address1: values.receiverAddress1.trim(),
          address2: values.receiverAddress2.trim(),
        };
    const requestMessage = values.requestPreset === CUSTOM_REQUEST ? values.requestCustom.trim() : values.requestPreset;
    try {
      const order = await place.mutateAsync({
        ...(orderSource ?? { items: [] }),
        sender,
        receiver,
        requestMessage: requestMessage || undefined,
        paymentMethod: 'bank',
      });
      await navigate({ to: '/shop/result', search: { order: order._id }, replace: true });
      clearPickup();
    } catch (err) {
      if (!(err instanceof ApiRequestError)) {
        setFormError('주문을 접수하지 못했습니다. 잠시 후 다시 시도해주세요.');
        return;
      }
      // A refusal such as INSUFFICIENT_STOCK or NOT_ON_SALE means the stock we show is stale: reload the lines.
      if (STALE_PRODUCT_CODES.includes(err.code) && source === 'cart') void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      const mapped: FormErrors<OrderFormValues> = {};
      for (const fe of err.errors ?? []) {
        const key = formField(fe.field, values.sameAsSender);
        if (key && !mapped[key]) mapped[key] = fe.message;
      }
      const keys = Object.keys(mapped);
      if (keys.length) {
        form.showErrors(mapped);
        focusField(formRef.current, keys[0]!);
      } else {
        setFormError(err.message);
      }
    }
  };

  const header = <PageHeader title="주문서 작성" breadcrumb={[{ label: '장바구니', to: '/mypage/cart' }, { label: '주문서 작성' }]} />;

  if (source === 'none' || (!loading && !error && items.length === 0)) {
    return (
      <div className={`container ${styles.page}`}>
        {header}
        <EmptyState
          title="주문할 상품이 없습니다"
          description="장바구니에서 주문할 상품을 선택해주세요."
          action={
            <Link to="/mypage/cart" className={buttonClassName('primary')}>
              장바구니로 가기
            </Link>
          }
        />
      </div>
    );
  }
  if (loading) {
    return (
      <div className={`container ${styles.page}`}>
        {header}
        <LoadingBlock label="주문 상품을 불러오는 중입니다" />
      </div>
    );
  }
  if (error) {
    return (
      <div className={`container ${styles.page}`}>
        {header}
        <EmptyState compact title="주문 상품을 불러오지 못했습니다" description={error} />
      </div>
    );
  }

  const requestOptions = [...REQUEST_MESSAGE_PRESETS.map((m) => ({ value: m, label: m })), { value: CUSTOM_REQUEST, label: '직접 입력' }];

  return (
    <div className={`container ${styles.page}`}>
      {header}
      <form ref={formRef} className={styles.layout} onSubmit={onSubmit} noValidate>
        <div className={styles.sections}>
          <section className={styles.section} aria-labelledby="order-items">
            <div className={styles.sectionHead}>
              <h2 id="order-items" className={styles.sectionTitle}>
                주문 상품 <span className={styles.sectionNote}>{items.length}개</span>
              </h2>
            </div>
            <OrderItemList items={items} />
          </section>

          <section className={styles.section} aria-labelledby="order-sender">
            <div className={styles.sectionHead}>
              <h2 id="order-sender" className={styles.sectionTitle}>
                주문자 정보
              </h2>
              <span className={styles.sectionNote}>* 필수 입력</span>
            </div>
            <div className={styles.grid2}>
              <TextField label="이름" required autoComplete="name" {...form.textProps('senderName')} />
              <TextField label="연락처" required type="tel" inputMode="numeric" autoComplete="tel" placeholder="010-0000-0000" {...form.textProps('senderPhone', formatPhoneInput)} />
            </div>
            <TextField label="이메일" required type="email" autoComplete="email" {...form.textProps('senderEmail')} />
            <AddressFields
              postcode={form.textProps('senderPostcode', digitsOnly5)}
              address1={form.textProps('senderAddress1')}
              address2={form.textProps('senderAddress2')}
            />
          </section>

          <section className={styles.section} aria-labelledby="order-receiver">
            <div className={styles.sectionHead}>
              <h2 id="order-receiver" className={styles.sectionTitle}>
                배송지 정보
              </h2>
              <Checkbox label="주문자와 동일" name="sameAsSender" checked={values.sameAsSender} onChange={(e) => form.setValue('sameAsSender', e.target.checked)} />
            </div>
            <div className={styles.grid2}>
              <TextField label="받는 분" required autoComplete="shipping name" disabled={values.sameAsSender} {...receiverBinding('Name')} />
              <TextField label="연락처" required type="tel" inputMode="numeric" placeholder="010-0000-0000" disabled={values.sameAsSender} {...receiverBinding('Phone', formatPhoneInput)} />
            </div>
            <AddressFields
              disabled={values.sameAsSender}
              postcode={receiverBinding('Postcode', digitsOnly5)}
              address1={receiverBinding('Address1')}
              address2={receiverBinding('Address2')}
            />
            <Select
              label="배송 요청사항"
              name="requestPreset"
              placeholder="배송 요청사항을 선택해주세요 (선택)"
              options={requestOptions}
              value={values.requestPreset}
              onChange={(e) => form.setValue('requestPreset', e.target.value)}
            />
            {values.requestPreset === CUSTOM_REQUEST && (
              <TextField
                label={<span className="visually-hidden">배송 요청사항 직접 입력</span>}
                placeholder="요청사항을 입력해주세요 (200자 이내)"
                maxLength={REQUEST_MESSAGE_MAX}
                {...form.textProps('requestCustom')}
              />
            )}
          </section>

          <section className={styles.section} aria-labelledby="order-payment">
            <div className={styles.sectionHead}>
              <h2 id="order-payment" className={styles.sectionTitle}>
                결제수단
              </h2>
            </div>
            <div className={styles.methods} role="radiogroup" aria-labelledby="order-payment">
              <label className={styles.method}>
                <input type="radio" name="paymentMethod" value="bank" checked readOnly />
                무통장입금
              </label>
              <label className={styles.method}>
                <input type="radio" name="paymentMethod" value="card" disabled />
                신용카드 <span className={styles.soon}>준비 중</span>
              </label>
            </div>
            <div className={styles.bankBox}>
              <span className={styles.sectionNote}>입금 계좌</span>
              <p className={styles.bankLine}>{setting.data?.bankAccountLine ?? (setting.isPending ? '불러오는 중입니다' : '입금 계좌는 주문 완료 후 안내됩니다')}</p>
              <ul className={styles.guide}>
                <li>주문 완료 화면에 안내되는 금액을 위 계좌로 입금해주세요.</li>
                <li>입금자명은 주문자 이름과 같게 입력해주시면 확인이 빠릅니다.</li>
                <li>입금이 확인되면 결제완료로 바뀌고 배송 준비가 시작됩니다.</li>
              </ul>
            </div>
          </section>
        </div>

        <aside className={styles.summary} aria-labelledby="order-summary">
          <h2 id="order-summary" className={styles.summaryTitle}>
            결제 정보
          </h2>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>상품금액</dt>
              <dd>{formatPrice(productsTotal)}</dd>
            </div>
            <div className={styles.row}>
              <dt>배송비</dt>
              {shippingPrice === null ? <dd className={styles.note}>{quote.isError ? '주문 접수 시 확정' : '계산 중…'}</dd> : <dd>{shippingPrice > 0 ? formatPrice(shippingPrice) : '무료'}</dd>}
            </div>
            {shippingTexts.map((t) => (
              <p key={t} className={styles.note}>
                {t}
              </p>
            ))}
          </dl>
          <div className={styles.grand}>
            <span>총 결제금액</span>
            <strong>{formatPrice(grandTotal)}</strong>
          </div>
          <p className={styles.note}>무통장입금 계좌와 입금하실 금액은 주문 완료 화면과 주문내역에서 다시 안내해 드립니다.</p>
          <div className={styles.agree}>
            <Checkbox name="agree" label="주문 내용을 확인하였으며 결제에 동의합니다" checked={values.agree} onChange={(e) => form.setValue('agree', e.target.checked)} />
            {form.errors.agree && (
              <p className={styles.error} role="alert">
                {form.errors.agree}
              </p>
            )}
          </div>
          {problems.length > 0 && (
            <p className={styles.formError} role="status">
              주문할 수 없는 상품이 있습니다: {problems.map((p) => p.name).join(', ')}
            </p>
          )}
          {formError && (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" size="lg" block loading={place.isPending}>
            {formatPrice(grandTotal)} 주문하기
          </Button>
        </aside>
      </form>
    </div>
  );
}
