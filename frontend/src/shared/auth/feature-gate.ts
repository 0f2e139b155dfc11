import { create } from 'zustand';
import { MESSAGES, type UserType } from '@shop/contracts';
import { useSession } from '../stores/session';

/** What a feature needs of the visitor (spec §4 Modal dialog). */
export interface FeatureNeeds {
  /** Member types that may use it (spec §5 userTypes); any signed-in member when absent. */
  userTypes?: readonly UserType[];
  /** The line the login card shows (default "로그인이 필요한 서비스입니다."). */
  loginMessage?: string;
}

/** The dialog the gate shows: a login card, or the refusal for a member of another type. */
export type FeatureRefusal = { kind: 'login'; message: string } | { kind: 'userType'; userTypes: readonly UserType[] };

interface FeatureGateState {
  refusal: FeatureRefusal | null;
  show(refusal: FeatureRefusal): void;
  close(): void;
}

/** The one open refusal dialog of the shop (rendered by FeatureGateDialog in the layout). */
export const useFeatureGate = create<FeatureGateState>()((set) => ({
  refusal: null,
  show: (refusal) => set({ refusal }),
  close: () => set({ refusal: null }),
}));

/**
 * Spec §4 Modal dialog: true when the visitor may use the feature now. Otherwise it opens the
 * shop's one dialog and returns false: signed out, a login card (sign in without leaving the
 * page); signed in as a member whose type is not in `userTypes`, "사용할 수 없는 기능입니다".
 */
export function requireFeature(needs: FeatureNeeds = {}): boolean {
  const { refreshToken, user } = useSession.getState();
  if (!refreshToken) {
    useFeatureGate.getState().show({ kind: 'login', message: needs.loginMessage ?? MESSAGES.LOGIN_REQUIRED });
    return false;
  }
  if (needs.userTypes && !(user && needs.userTypes.includes(user.userType))) {
    useFeatureGate.getState().show({ kind: 'userType', userTypes: needs.userTypes });
    return false;
  }
  return true;
}

/** Opens "사용할 수 없는 기능입니다" for a feature of `userTypes` (the route guard's refusal). */
export function showUserTypeRefusal(userTypes: readonly UserType[]): void {
  useFeatureGate.getState().show({ kind: 'userType', userTypes });
}
