import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@shop/contracts';
import { alertError } from '../api/client';
import { toggleLike } from '../api/likes';
import { useSession } from '../stores/session';
import { requireFeature } from '../auth/feature-gate';
import { isDesktopNow } from '../hooks/useMediaQuery';

/**
 * The wishlist toggle of spec §4: signed out it says "로그인 후 사용하실 수 있습니다" — on a desktop
 * in the login card (§4 Modal dialog), on mobile as an alert before going to /login; signed in it deletes an existing like or creates one on the server,
 * showing the change at once and putting it back (with the server's message) when refused.
 * The returned function resolves true when the product is now liked, false when not (or refused).
 */
export function useToggleLike(): (productId: string) => Promise<boolean> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (productId: string) => {
    if (!useSession.getState().refreshToken) {
      // On a desktop the login card (spec §4 Modal dialog) says it and lets the visitor sign in on the spot.
      if (isDesktopNow()) return requireFeature({ loginMessage: MESSAGES.WISHLIST_SIGNED_OUT });
      window.alert(MESSAGES.WISHLIST_SIGNED_OUT);
      void navigate({ to: '/login' });
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
