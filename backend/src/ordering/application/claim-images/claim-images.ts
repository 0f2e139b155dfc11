import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { toWebp } from '../../../platform/files/images.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { ORDERING, type PurchaseDoc } from '../../projections/ordering.projection.js';
import { PurchaseNotFoundError } from '../../ordering.errors.js';

/** Where claim photos are served from, under the shop's /files. */
export const CLAIM_IMAGES_URL = '/files/claims';

/**
 * Photos a member attaches to a claim (spec §3 claim images): checked to be the member's own
 * purchase, read by content, shrunk and stored as WebP under DATA_DIR/files/claims/{purchaseId}/.
 * Storing a file changes no order state: the claim's event names the photo URLs when it is made.
 */
@Injectable()
export class ClaimImages {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws PurchaseNotFoundError (404) unless `purchaseId` is a line of one of the member's orders (another member's is never revealed). */
  async assertOwnPurchase(userId: string, purchaseId: string): Promise<void> {
    const purchase = await this.store.collection<PurchaseDoc>(ORDERING.purchases).findOne({ _id: purchaseId, _user: userId });
    if (!purchase) throw new PurchaseNotFoundError();
  }

  /**
   * Stores one photo of the member's purchase and answers its URL (/files/claims/{purchaseId}/{uuid}.webp).
   * Throws PurchaseNotFoundError (404) for a purchase not the member's, ImageUnreadableError (400)
   * for bytes that are no JPEG, PNG, WebP or HEIC picture.
   */
  async save(userId: string, purchaseId: string, bytes: Buffer): Promise<{ url: string }> {
    await this.assertOwnPurchase(userId, purchaseId);
    const image = await toWebp(bytes);
    const dir = join(this.config.dataDir, 'files', 'claims', purchaseId);
    const name = `${randomUUID()}.webp`;
    await mkdir(dir, { recursive: true });
    // Written aside, then renamed: a half-written file is never served.
    const partial = join(dir, `.${name}.part`);
    await writeFile(partial, image.data);
    await rename(partial, join(dir, name));
    return { url: `${CLAIM_IMAGES_URL}/${encodeURIComponent(purchaseId)}/${name}` };
  }
}
