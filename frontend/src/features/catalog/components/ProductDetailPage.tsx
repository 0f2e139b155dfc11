import { useMemo, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { SHIPPING_CODE_TEXT, formatPrice, orderabilityOf, pickedChoicesPrice, type ProductDetail } from '@shop/contracts';
import { alertError, hasErrorCode } from '../../../shared/api/client';
import { findCategory, useCategoryTree } from '../../../shared/api/categories';
import { useSession } from '../../../shared/stores/session';
import { withObjectParticle } from '../../../shared/lib/josa';
import { useLocalCart } from '../../../shared/stores/local-cart';
import { usePickup } from '../../../shared/stores/pickup';
import { requireFeature } from '../../../shared/auth/feature-gate';
import { LikeButton } from '../../../shared/product/LikeButton';
import { useRecordWatch } from '../../../shared/api/watches';
import {
  AppLink,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  PageHeader,
  Price,
  QuantityStepper,
  buttonClassName,
  FactList,
  type Crumb,
} from '../../../shared/ui';
import { useProduct } from '../api/get-product';
import { useAddCartLine } from '../api/add-cart-line';
import { CHOICE_REQUIRED_MESSAGE, ChoiceItems, lacksMandatoryChoice } from './ChoiceItems';
import { ProductGallery } from './ProductGallery';
import { ProductOptions } from './ProductOptions';
import { ProductContent } from './ProductContent';
import { ProductQna } from './ProductQna';
import { BundleParts } from './BundleParts';
import { ProductExtras } from './ProductExtras';
import { ProductReviews } from './ProductReviews';
import styles from './ProductDetailPage.module.css';

const MAX_AMOUNT = 999;

/** The product page: gallery, price, options, quantity, cart and buy-now, then details (spec §2). */
export function ProductDetailPage({ productId }: { productId: string }) {
  const { data: product, isPending, error, refetch } = useProduct(productId);
  if (isPending) return <LoadingBlock minHeight={560} />;
  if (hasErrorCode(error, 'NOT_FOUND', 'PRODUCT_NOT_FOUND')) return <ProductNotFound />;
  if (error || !product) {
    return (
      <div className="container">
        <EmptyState
          title="상품 정보를 불러오지 못했습니다"
          description={error?.message}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              다시 시도
            </Button>
          }
        />
      </div>
    );
  }
  return <ProductDetailView key={product._id} product={product} />;
}

/** The page of a product that does not exist (or no longer shows): the server answers it with 404. */
export function ProductNotFound() {
  return (
    <div className="container">
      <EmptyState
        title="상품을 찾을 수 없습니다"
        description="판매가 끝났거나 주소가 바뀐 상품입니다."
        action={
          <AppLink to="/shop/products" className={buttonClassName('secondary')}>
            전체 상품 보기
          </AppLink>
        }
      />
    </div>
  );
}

type CartNotice = { kind: 'member' } | { kind: 'guest' } | null;

function ProductDetailView({ product }: { product: ProductDetail }) {
  useRecordWatch(product._id);
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const { data: tree } = useCategoryTree();
  const addCartLine = useAddCartLine();
  const [option, setOption] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState(1);
  const [optionError, setOptionError] = useState<string | null>(null);
  const [choices, setChoices] = useState<{ chosen: string[]; error: string | null }>({ chosen: [], error: null });
  const [notice, setNotice] = useState<CartNotice>(null);

  // One rule with the server: the buttons, badges and refusals all follow orderabilityOf.
  const orderability = orderabilityOf(product);
  const purchasable = orderability === 'ORDERABLE';
  const soldOut = orderability === 'SOLD_OUT';
  const maxAmount = product.stock > 0 ? Math.min(product.stock, MAX_AMOUNT) : MAX_AMOUNT;

  const surcharge = useMemo(
    () =>
      product.options.reduce((sum, o) => {
        const v = o.values.find((x) => x.name === option[o.name]);
        return sum + (v?.amount ?? 0);
      }, 0),
    [product.options, option],
  );
  const unitPrice = product.salePrice + surcharge;
  // The picked choice items are ordered with the line, as many units (the server prices them the same).
  const total = (unitPrice + pickedChoicesPrice(product.choiceItems, choices.chosen)) * amount;

  const crumbs: Crumb[] = [
    { label: '홈', to: '/' },
    { label: '온라인 스토어', to: '/shop/products' },
  ];
  const hit = product.category && tree ? findCategory(tree, product.category.code) : null;
  if (hit) for (const c of [...hit.parents, hit.category]) crumbs.push({ label: c.name, to: `/shop?category=${encodeURIComponent(c.code)}` });
  else if (product.category) crumbs.push({ label: product.category.name, to: `/shop?category=${encodeURIComponent(product.category.code)}` });

  /** The chosen line, or null (with the message shown) when an option is missing. */
  const chosenLine = () => {
    const missing = product.options.find((o) => !option[o.name]);
    if (missing) {
      setOptionError(`${withObjectParticle(missing.name)} 선택해주세요`);
      document.getElementById(`option-${missing.name}`)?.focus();
      return null;
    }
    setOptionError(null);
    if (lacksMandatoryChoice(product.choiceItems, choices.chosen)) {
      setChoices((c) => ({ ...c, error: CHOICE_REQUIRED_MESSAGE }));
      return null;
    }
    return { product: product._id, option: { ...option }, ...(choices.chosen.length ? { choices: choices.chosen } : {}), amount };
  };

  const onAddToCart = () => {
    const line = chosenLine();
    if (!line) return;
    if (!useSession.getState().refreshToken) {
      useLocalCart.getState().add(line);
      setNotice({ kind: 'guest' });
      return;
    }
    addCartLine.mutate(line, { onSuccess: () => setNotice({ kind: 'member' }), onError: alertError });
  };

  const onBuyNow = () => {
    // Signed out: the login card (spec §4 Modal dialog); signed in there, the visitor buys on.
    if (!requireFeature()) return;
    const line = chosenLine();
    if (!line) return;
    usePickup.getState().setItems([line]);
    void navigate({ to: '/shop/order' });
  };

  return (
    <div className="container">
      <div className={styles.crumbs}>
        <PageHeader breadcrumb={crumbs} />
      </div>
      <div className={styles.top}>
        <ProductGallery product={product} />

        <section className={styles.summary} aria-labelledby="product-name">
          <div className={styles.heading}>
            {product.brand && <p className="eyebrow">{product.brand.name}</p>}
            <div className={styles.nameRow}>
              <h1 id="product-name" className={styles.name}>
                {product.name}
              </h1>
              <LikeButton productId={product._id} productName={product.name} className={styles.like} />
            </div>
            {product.hashtags.length > 0 && <p className={styles.tags}>{product.hashtags.map((t) => `#${t.replace(/^#/, '')}`).join('  ')}</p>}
          </div>

          <div className={styles.priceBlock}>
            <Price salePrice={product.salePrice} price={product.price} discountRate={product.discountRate} size="lg" />
            {soldOut && <Badge tone="dark">품절</Badge>}
            {orderability === 'NOT_ON_SALE' && <Badge tone="muted">판매 중지</Badge>}
          </div>

          <FactList
            layout="grid"
            termWidth={72}
            facts={[
              {
                term: '배송',
                value: (
                  <>
                    {SHIPPING_CODE_TEXT[product.shippingCode] ?? '택배'}
                    {product.shippingText && <span className={styles.muted}> · {product.shippingText}</span>}
                  </>
                ),
              },
              { term: '상품코드', value: product.code },
              product.stock > 0 && product.stock <= 10 && { term: '재고', value: `${product.stock}개 남음`, valueClassName: styles.low },
            ]}
          />

          {product.options.length > 0 && (
            <div className={styles.options}>
              <ProductOptions
                product={product}
                value={option}
                disabled={!purchasable}
                onChange={(next) => {
                  setOption(next);
                  setOptionError(null);
                }}
              />
              {optionError && (
                <p className={styles.error} role="alert">
                  {optionError}
                </p>
              )}
            </div>
          )}

          <ChoiceItems
            items={product.choiceItems}
            chosen={choices.chosen}
            error={choices.error}
            disabled={!purchasable}
            onChange={(chosen) => setChoices({ chosen, error: null })}
          />

          <div className={styles.quantity}>
            <span className={styles.label}>수량</span>
            <QuantityStepper value={amount} min={1} max={maxAmount} onChange={setAmount} disabled={!purchasable} />
          </div>

          <div className={styles.total}>
            <span>총 상품금액</span>
            <strong aria-live="polite">{formatPrice(purchasable ? total : 0)}</strong>
          </div>

          <div className={styles.actions}>
            <Button variant="secondary" size="lg" block disabled={!purchasable} loading={addCartLine.isPending} onClick={onAddToCart}>
              장바구니 담기
            </Button>
            <Button size="lg" block disabled={!purchasable} onClick={onBuyNow}>
              {purchasable ? '바로 구매하기' : soldOut ? '품절된 상품입니다' : '구매할 수 없는 상품입니다'}
            </Button>
          </div>
          <p className={styles.reassure}>무통장 입금 · 주문 후 입금이 확인되면 배송을 준비합니다.</p>
        </section>
      </div>

      <BundleParts product={product} />
      <ProductExtras product={product} />
      <ProductContent product={product} />
      <ProductQna product={{ _id: product._id, name: product.name }} />
      <ProductReviews productId={product._id} />

      <ConfirmDialog
        open={notice?.kind === 'member'}
        title="장바구니"
        message="상품을 장바구니에 담았습니다."
        confirmText="장바구니로 이동"
        cancelText="계속 쇼핑하기"
        onCancel={() => setNotice(null)}
        onConfirm={() => {
          setNotice(null);
          void navigate({ to: '/mypage/cart' });
        }}
      />
      <ConfirmDialog
        open={notice?.kind === 'guest'}
        title="장바구니"
        message={
          <>
            상품을 장바구니에 담았습니다.
            <br />
            로그인하시면 회원 장바구니에 그대로 담겨 있습니다.
          </>
        }
        confirmText="로그인하기"
        cancelText="계속 쇼핑하기"
        onCancel={() => setNotice(null)}
        onConfirm={() => {
          setNotice(null);
          void navigate({ to: '/login', search: { redirect: href } });
        }}
      />
    </div>
  );
}
