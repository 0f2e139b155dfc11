import { useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@shop/contracts';
import { useSession } from '../stores/session';
import { useWatches } from '../stores/watches';
import { isDesktopNow } from '../hooks/useMediaQuery';

/**
 * The wishlist toggle of spec §4: signed out it alerts (and on mobile goes to /login); signed in
 * it removes an existing like or adds one. Kept locally until the likes API exists.
 */
export function useToggleLike(): (productId: string) => void {
  const navigate = useNavigate();
  return (productId: string) => {
    if (!useSession.getState().refreshToken) {
      window.alert(MESSAGES.WISHLIST_SIGNED_OUT);
      if (!isDesktopNow()) void navigate({ to: '/login' });
      return;
    }
    useWatches.getState().toggle(productId);
  };
}
