import { useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { buttonClassName } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Section } from '../../../shared/ui/Section';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useDebounced } from '../hooks/use-debounced';
import { useOrderBenefits } from '../hooks/use-order-benefits';
import { useOrderForm } from '../hooks/use-order-form';
import { useOrderPrice } from '../hooks/use-order-price';
import { destinationOf } from '../lib/order-form';
import { BenefitsSection } from './BenefitsSection';
import { usePickedItems } from '../hooks/use-picked-items';
import { OrderItemList } from './OrderItemList';
import { OrderSummary } from './OrderSummary';
import type { AddressSearchSlot } from './AddressFields';
import { PaymentSection } from './PaymentSection';
import { ReceiverSection } from './ReceiverSection';
import { SenderSection } from './SenderSection';
import styles from './order.module.css';

/**
 * /shop/order: the order form (spec §3 order draft) for what the pick-up store holds: items,
 * 주문자 정보 (prefilled from the member's info), 배송지 정보 (or "주문자와 동일") with 배송 요청사항,
 * 할인 · 적립금 (the member's coupons and points), 무통장입금 with the shop's account, and 결제 정보
 * priced by the server for the destination; places the order and goes to /shop/result. The server prices the order; its refusals (재고가 부족합니다: …) are shown as sent.
 * `addressSearch` is the 우편번호 찾기 the route plugs into both address blocks (typed by hand without it).
 */
export function OrderPage({ addressSearch }: { addressSearch?: AddressSearchSlot }) {
  const picked = usePickedItems();
  const { items, loading, error, source } = picked;
  const benefits = useOrderBenefits();
  const { form, formRef, formError, submitting, onSubmit, paymentMethod, setPaymentMethod } = useOrderForm(picked, benefits);
  // The address is priced once it has settled (typing it by hand re-prices at a pause, not per key).
  const destination = useDebounced(destinationOf(form.values), 400);
  const choices = useMemo(() => ({ coupons: benefits.coupons, point: benefits.point, destination }), [benefits.coupons, benefits.point, destination]);
  const price = useOrderPrice(items, picked.orderSource, choices);

  const header = <PageHeader title="주문서 작성" breadcrumb={[{ label: '장바구니', to: '/mypage/cart' }, { label: '주문서 작성' }]} />;
  const page = (body: ReactNode) => (
    <div className={`container ${styles.page}`}>
      {header}
      {body}
    </div>
  );

  if (source === 'none' || (!loading && !error && items.length === 0)) {
    return page(
      <EmptyState
        title="주문할 상품이 없습니다"
        description="장바구니에서 주문할 상품을 선택해주세요."
        action={
          <Link to="/mypage/cart" className={buttonClassName('primary')}>
            장바구니로 가기
          </Link>
        }
      />,
    );
  }
  if (loading) return page(<LoadingBlock label="주문 상품을 불러오는 중입니다" />);
  if (error) return page(<EmptyState compact title="주문 상품을 불러오지 못했습니다" description={error} />);

  return page(
    <form ref={formRef} className={styles.layout} onSubmit={onSubmit} noValidate>
      <div className={styles.sections}>
        <Section title="주문 상품" note={`${items.length}개`}>
          <OrderItemList items={items} />
        </Section>
        <SenderSection form={form} addressSearch={addressSearch} />
        <ReceiverSection form={form} addressSearch={addressSearch} />
        <BenefitsSection benefits={benefits} price={price} />
        <PaymentSection method={paymentMethod} onChange={setPaymentMethod} form={form} />
      </div>
      <OrderSummary items={items} price={price} form={form} formError={formError} submitting={submitting} />
    </form>,
  );
}
