import { Injectable } from '@nestjs/common';
import type { MeInfo, UserRegistered } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

export const USERS = 'users';

/** Builds the `users` read model (no password hashes) from identity events. */
@Injectable()
export class UsersProjection implements Projection {
  readonly name = 'users';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 1;
  readonly handles = ['UserRegistered'];
  readonly collections = [USERS];
  readonly indexes: Record<string, IndexSpec[]> = { [USERS]: [{ key: { username: 1 }, unique: true }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const d = (stored as unknown as UserRegistered).data;
    await applyOnce<MeInfo>(store, USERS, d.userId, stored, () => ({
      _id: d.userId,
      username: d.username,
      name: d.name,
      email: d.email,
      phone: d.phone,
      type: d.userType,
      level: d.level,
      scope: d.scope,
      createdAt: d.registeredAt,
    }));
  }
}
