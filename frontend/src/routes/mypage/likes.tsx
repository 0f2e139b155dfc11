import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../features/wishlist';

/** /mypage/likes: the wishlist (spec §2 member area "likes"), inside the my-page layout and its guard. */
export const Route = createFileRoute('/mypage/likes')({
  component: WishlistPage,
});
