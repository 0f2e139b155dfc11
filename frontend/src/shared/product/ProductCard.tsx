import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { MESSAGES, cardName, orderabilityOf, type ProductCard as ProductCardData } from '@shop/contracts';
import { useSession } from '../stores/session';
import { Badge, Price, Skeleton, buttonClassName } from '../ui';
import { LikeButton } from './LikeButton';
import { InquiryDialog } from './InquiryDialog';
import styles from './ProductCard.module.css';

/**
 * A product card (spec §2): thumbnail, name up to the first comma, price, like toggle, and a
 * 구매하기 link when {@link orderabilityOf} says ORDERABLE, else a 문의하기 button (품절 badge and a
 * dimmed image when SOLD_OUT). `showAction` false hides the button row (e.g. in sliders).
 * `priority`: the card is above the fold of its page, so its picture loads at once, first.
 */
export function ProductCard({ product, showAction = true, priority = false }: { product: ProductCardData; showAction?: boolean; priority?: boolean }) {
  const navigate = useNavigate();
  const [inquiring, setInquiring] = useState(false);
  const name = cardName(product.name);
  const orderability = orderabilityOf(product);
  const soldOut = orderability === 'SOLD_OUT';
  const purchasable = orderability === 'ORDERABLE';

  const onInquire = () => {
    if (!useSession.getState().refreshToken) {
      window.alert(MESSAGES.LOGIN_REQUIRED);
      void navigate({ to: '/login' });
      return;
    }
    setInquiring(true);
  };

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Link to="/shop/products/$productId" params={{ productId: product._id }} className={styles.imageLink} tabIndex={-1} aria-hidden>
          {product.thumb.url ? (
            <img
              src={product.thumb.url}
              alt=""
              width={400}
              height={500}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              className={soldOut ? `${styles.image} ${styles.dim}` : styles.image}
            />
          ) : (
            // A product staff have not given a picture yet (e.g. one just imported from a sheet): a calm tile, no empty src.
            <span className={styles.noImage}>이미지 준비 중</span>
          )}
        </Link>
        <div className={styles.flags}>
          {soldOut && <Badge tone="dark">품절</Badge>}
          {!soldOut && product.discountRate > 0 && <Badge tone="sale">{product.discountRate}% SALE</Badge>}
        </div>
        <LikeButton productId={product._id} productName={name} className={styles.likeOnImage} />
      </div>
      <div className={styles.info}>
        {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
        <h3 className={styles.name}>
          <Link to="/shop/products/$productId" params={{ productId: product._id }}>
            {name}
          </Link>
        </h3>
        <Price salePrice={product.salePrice} price={product.price} discountRate={product.discountRate} size="sm" className={styles.price} />
        {showAction && (
          <div className={styles.action}>
            {purchasable ? (
              <Link
                to="/shop/products/$productId"
                params={{ productId: product._id }}
                className={buttonClassName('secondary', 'sm', true)}
                aria-label={`${name} 구매하기`}
              >
                구매하기
              </Link>
            ) : (
              <button type="button" className={buttonClassName('ghost', 'sm', true, styles.inquire)} onClick={onInquire} aria-label={`${name} 문의하기`}>
                문의하기
              </button>
            )}
          </div>
        )}
      </div>
      {inquiring && <InquiryDialog open onClose={() => setInquiring(false)} product={{ _id: product._id, name: product.name }} />}
    </article>
  );
}

/** A placeholder with the card's shape while products load. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden>
      <Skeleton height="auto" className={styles.skeletonMedia} />
      <div className={styles.info}>
        <Skeleton width="40%" height={12} />
        <Skeleton width="85%" height={16} />
        <Skeleton width="50%" height={16} />
      </div>
    </div>
  );
}
