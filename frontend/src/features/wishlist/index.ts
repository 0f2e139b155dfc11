/** Public surface of the wishlist feature for route files. */
export { WishlistPage } from './components/WishlistPage';
