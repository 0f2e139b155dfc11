/**
 * Events of a member's points ledger (stream `points-{userId}`) and of point policies (stream
 * `point-policy-{id}`). Amounts in 원; times ISO UTC.
 */

/** What one spend, restore, debit or expiry took from (or gave back to) one grant. */
export interface PointAllocation {
  grantId: string;
  amount: number;
}

/** Points were granted: on 구매확정 of an order, by staff with a reason, or under a policy. */
export interface PointsGranted {
  type: 'PointsGranted';
  data: {
    userId: string;
    grantId: string;
    pointId: string | null;
    name: string;
    reason: string;
    orderId: string | null;
    amount: number;
    expiresAt: string | null;
    grantedBy: string | null;
    grantedAt: string;
  };
}
/** An order used points: taken from the soonest-expiring grants first. */
export interface PointsSpent {
  type: 'PointsSpent';
  data: { userId: string; orderId: string; amount: number; allocations: PointAllocation[]; spentAt: string };
}
/** Points used on an order came back (the order or part of it was cancelled), to the grants they were taken from. */
export interface PointsRestored {
  type: 'PointsRestored';
  data: { userId: string; orderId: string; amount: number; allocations: PointAllocation[]; restoreId?: string; restoredAt: string };
}
/**
 * Points were taken away with a reason: by staff (`orderId` null), or clawed back on a return or
 * cancel of the order they were earned on (what is left of those grants).
 */
export interface PointsDebited {
  type: 'PointsDebited';
  data: {
    userId: string;
    debitId: string;
    orderId: string | null;
    reason: string;
    amount: number;
    allocations: PointAllocation[];
    debitedBy: string | null;
    debitedAt: string;
  };
}
/** What was left of grants past their expiry lapsed (소멸). */
export interface PointsExpired {
  type: 'PointsExpired';
  data: { userId: string; amount: number; allocations: PointAllocation[]; expiredAt: string };
}
export type PointsEvent = PointsGranted | PointsSpent | PointsRestored | PointsDebited | PointsExpired;

/** The fields of a point policy (console shop/points). */
export interface PointPolicyFields {
  name: string;
  amount: number | null;
  rate: number | null;
  validityDays: number | null;
  isActive: boolean;
}
export interface PointPolicyCreated {
  type: 'PointPolicyCreated';
  data: { pointId: string; fields: PointPolicyFields; createdAt: string };
}
export interface PointPolicyUpdated {
  type: 'PointPolicyUpdated';
  data: { pointId: string; fields: PointPolicyFields; updatedAt: string };
}
export interface PointPolicyDeleted {
  type: 'PointPolicyDeleted';
  data: { pointId: string; deletedAt: string };
}
export type PointPolicyEvent = PointPolicyCreated | PointPolicyUpdated | PointPolicyDeleted;
