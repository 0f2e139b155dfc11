import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TokenPayload } from '@shop/contracts';
import { decodeJwtPayload } from '../lib/jwt';
import { BROWSER_STATE_PREFIX } from '../lib/page-boot';

/** Signed-in state: tokens and the access token's decoded payload (spec §4: kept in session storage). */
export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: TokenPayload | null;
  scope: string[];
  /** Stores a new token pair and decodes the access token's payload. */
  setTokens(access: string, refresh: string): void;
  /** Forgets the session (logout). */
  clear(): void;
}

/** The session store, persisted in sessionStorage under `ceramaison.session`. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      accessToken: null,
      refreshToken: null,
      user: null,
      scope: [],
      setTokens(access, refresh) {
        const user = decodeJwtPayload<TokenPayload>(access);
        set({ accessToken: access, refreshToken: refresh, user, scope: user?.scope ?? [] });
      },
      clear() {
        set({ accessToken: null, refreshToken: null, user: null, scope: [] });
      },
    }),
    {
      name: `${BROWSER_STATE_PREFIX}session`,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ accessToken: s.accessToken, refreshToken: s.refreshToken, user: s.user, scope: s.scope }),
    },
  ),
);

/** True while a session (refresh token) is held. */
export function useIsSignedIn(): boolean {
  return useSession((s) => s.refreshToken !== null);
}
