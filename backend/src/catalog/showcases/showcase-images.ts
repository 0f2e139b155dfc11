import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { storeWebp } from '../../platform/files/image-upload.js';

/** Where exhibition banners and showroom pictures are kept, under the shop's /files. */
const SHOWCASES_FOLDER = 'showcases';

/**
 * Exhibition banners and showroom pictures (spec §7 Console exhibitions "with files", §5 image
 * upload: images only, by content): re-encoded as WebP of at most 1600 px without metadata (EXIF
 * location dropped) and stored under DATA_DIR/files/showcases/. A stored file changes nothing
 * until an exhibition or showroom names its URL. Throws ImageUnreadableError (400) for bytes that are no picture.
 */
@Injectable()
export class ShowcaseImages {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Stores one picture and answers its URL. */
  async save(bytes: Buffer): Promise<{ url: string }> {
    const { url } = await storeWebp(this.config.dataDir, SHOWCASES_FOLDER, bytes);
    return { url };
  }
}
