import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@shop/contracts';
import { alertError } from '../api/client';
import { toggleLike } from '../api/likes';
import { useSession } from '../stores/session';
import { isDesktopNow } from '../hooks/useMediaQuery';

/**
 * The wishlist toggle of spec §4: signed out it alerts "로그인 후 사용하실 수 있습니다" (and on
 * mobile goes to /login); signed in it deletes an existing like or creates one on the server,
 * showing the change at once and putting it back (with the server's message) when refused.
 * The returned function resolves true when the product is now liked, false when not (or refused).
 */
export function useToggleLike(): (productId: string) => Promise<boolean> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (productId: string) => {
    if (!useSession.getState().refreshToken) {
      window.alert(MESSAGES.WISHLIST_SIGNED_OUT);
      if (!isDesktopNow()) void navigate({ to: '/login' });
      return false;
    }
    try {
      return await toggleLike(queryClient, productId);
    } catch (e) {
      alertError(e);
      return false;
    }
  };
}
