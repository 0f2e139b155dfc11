import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ORDER_MESSAGES, formatPrice, orderabilityOf, pickedChoicesPrice, type CartLine } from '@shop/contracts';
import { cartLinesQueryOptions } from '../../../shared/api/carts';
import { alertError } from '../../../shared/api/client';
import { usePickup } from '../../../shared/stores/pickup';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { FactList } from '../../../shared/ui/FactList';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useUpdateCartLine } from '../api/update-cart-line';
import { useDeleteCartLines } from '../api/delete-cart-line';
import { CartLineRow } from './CartLineRow';
import styles from './cart.module.css';

/** Whether a cart line can be ordered now ({@link orderabilityOf} its product is ORDERABLE). */
export function isOrderable(line: CartLine): boolean {
  return orderabilityOf(line.product) === 'ORDERABLE';
}

/** Quantity edits wait this long for more clicks before they are sent. */
const QUANTITY_DEBOUNCE_MS = 400;

/**
 * /mypage/cart: the member's cart lines with quantity steppers, deletion (confirmed), selection
 * and a summary; 주문하기 hands the selected line ids to the order page through the pick-up store.
 */
export function CartPage() {
  const navigate = useNavigate();
  const setCartIds = usePickup((s) => s.setCartIds);
  const query = useQuery(cartLinesQueryOptions());
  const update = useUpdateCartLine();
  const remove = useDeleteCartLines();
  const lines = useMemo(() => query.data ?? [], [query.data]);

  // Unselected ids rather than selected ones, so lines added later start selected.
  const [unselected, setUnselected] = useState<Set<string>>(new Set());
  const [drafts, setDrafts] = useState<Record<string, number>>({});
  const timers = useRef(new Map<string, { timer: number; send: () => Promise<void> }>());
  const [confirmIds, setConfirmIds] = useState<string[] | null>(null);
  const [ordering, setOrdering] = useState(false);

  const orderable = lines.filter(isOrderable);
  const selected = orderable.filter((l) => !unselected.has(l._id));
  const allSelected = orderable.length > 0 && selected.length === orderable.length;
  const amountOf = (l: CartLine) => drafts[l._id] ?? l.amount;

  const totals = selected.reduce(
    (t, l) => {
      const n = amountOf(l);
      const choices = pickedChoicesPrice(l.choices);
      t.list += (l.salePrice + l.discountPrice + choices) * n;
      t.discount += l.discountPrice * n;
      t.sale += (l.salePrice + choices) * n;
      return t;
    },
    { list: 0, discount: 0, sale: 0 },
  );

  useEffect(() => () => timers.current.forEach(({ timer }) => window.clearTimeout(timer)), []);

  const sendAmount = async (id: string, amount: number) => {
    try {
      await update.mutateAsync({ id, amount });
    } catch (e) {
      alertError(e);
    } finally {
      // keep a newer edit made while this one was on its way
      setDrafts((d) => {
        if (d[id] !== amount) return d;
        const next = { ...d };
        delete next[id];
        return next;
      });
    }
  };

  const changeAmount = (id: string, amount: number) => {
    setDrafts((d) => ({ ...d, [id]: amount }));
    const prev = timers.current.get(id);
    if (prev) window.clearTimeout(prev.timer);
    const send = () => {
      timers.current.delete(id);
      return sendAmount(id, amount);
    };
    timers.current.set(id, { timer: window.setTimeout(() => void send(), QUANTITY_DEBOUNCE_MS), send });
  };

  /** Sends every quantity edit still waiting, so the order page sees them. */
  const flushAmounts = () =>
    Promise.all(
      [...timers.current.values()].map(({ timer, send }) => {
        window.clearTimeout(timer);
        return send();
      }),
    );

  const toggle = (id: string, on: boolean) =>
    setUnselected((s) => {
      const next = new Set(s);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (on: boolean) => setUnselected(on ? new Set() : new Set(orderable.map((l) => l._id)));

  const confirmDelete = async () => {
    if (!confirmIds) return;
    try {
      await remove.mutateAsync(confirmIds);
    } catch (e) {
      alertError(e);
    } finally {
      setConfirmIds(null);
    }
  };

  const order = async () => {
    if (selected.length === 0) {
      window.alert(ORDER_MESSAGES.NO_ITEMS);
      return;
    }
    setOrdering(true);
    try {
      await flushAmounts();
      setCartIds(selected.map((l) => l._id));
      await navigate({ to: '/shop/order' });
    } finally {
      setOrdering(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>
        장바구니
      </h1>
      {query.isPending ? (
        <LoadingBlock label="장바구니를 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="장바구니를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : lines.length === 0 ? (
        <EmptyState
          title="장바구니에 담긴 상품이 없습니다"
          description="욕실과 주방을 채울 세라메종의 제품을 둘러보세요."
          action={
            <Link to="/shop/products" className={buttonClassName('primary')}>
              쇼핑 계속하기
            </Link>
          }
        />
      ) : (
        <div className={styles.layout}>
          <div>
            <div className={styles.toolbar}>
              <Checkbox
                label={
                  <>
                    전체선택
                    <span className={styles.count}>
                      ({selected.length}/{orderable.length})
                    </span>
                  </>
                }
                checked={allSelected}
                disabled={orderable.length === 0}
                onChange={(e) => toggleAll(e.target.checked)}
              />
              <Button variant="ghost" size="sm" disabled={selected.length === 0} onClick={() => setConfirmIds(selected.map((l) => l._id))}>
                선택삭제
              </Button>
            </div>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <CartLineRow
                  key={line._id}
                  line={line}
                  amount={amountOf(line)}
                  orderable={isOrderable(line)}
                  selected={isOrderable(line) && !unselected.has(line._id)}
                  onSelect={(on) => toggle(line._id, on)}
                  onAmount={(n) => changeAmount(line._id, n)}
                  onRemove={() => setConfirmIds([line._id])}
                />
              ))}
            </ul>
          </div>
          <aside className={styles.summary} aria-labelledby="cart-summary">
            <h2 id="cart-summary" className={styles.summaryTitle}>
              결제 예정 금액
            </h2>
            <FactList
              facts={[
                { term: '상품금액', value: formatPrice(totals.list) },
                totals.discount > 0 && { term: '할인금액', value: `−${formatPrice(totals.discount)}`, valueClassName: styles.discount },
                { term: '배송비', value: '주문서에서 확정됩니다', valueClassName: styles.note },
              ]}
            />
            <div className={styles.grand}>
              <span>결제예정금액</span>
              <strong>{formatPrice(totals.sale)}</strong>
            </div>
            <Button size="lg" block onClick={() => void order()} loading={ordering} disabled={selected.length === 0}>
              {selected.length > 0 ? `선택상품 주문하기 (${selected.length})` : '주문하실 상품을 선택해주세요'}
            </Button>
            <Link to="/shop/products" className={styles.continue}>
              쇼핑 계속하기
            </Link>
          </aside>
        </div>
      )}
      <ConfirmDialog
        open={confirmIds !== null}
        title="상품 삭제"
        message={
          confirmIds && confirmIds.length > 1
            ? `선택한 상품 ${confirmIds.length}개를 장바구니에서 삭제하시겠습니까?`
            : '이 상품을 장바구니에서 삭제하시겠습니까?'
        }
        confirmText="삭제"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmIds(null)}
      />
    </section>
  );
}
