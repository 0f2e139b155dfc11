import { useIsLiked } from '../api/likes';
import { Icon } from '../ui';
import { useToggleLike } from './useToggleLike';
import styles from './ProductCard.module.css';

/** The heart toggle of a product (spec §2 card, §4 wishlist toggle). */
export function LikeButton({ productId, productName, className }: { productId: string; productName: string; className?: string }) {
  const watched = useIsLiked(productId);
  const toggle = useToggleLike();
  return (
    <button
      type="button"
      className={[styles.like, watched ? styles.liked : '', className].filter(Boolean).join(' ')}
      aria-pressed={watched}
      aria-label={watched ? `${productName} 관심상품 해제` : `${productName} 관심상품 담기`}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void toggle(productId);
      }}
    >
      <Icon name="heart" size={20} filled={watched} />
    </button>
  );
}
