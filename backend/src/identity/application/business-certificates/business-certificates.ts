import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { toWebp } from '../../../platform/files/images.js';
import { BusinessCertificateInvalidError, BusinessCertificateUnreadableError } from '../../identity.errors.js';

/** What a stored certificate is: its bytes and their media type. */
export interface BusinessCertificateFile {
  bytes: Buffer;
  contentType: 'image/webp' | 'application/pdf';
}

/** The largest certificate accepted, in bytes (10 MB: a scanned PDF or a phone photo). */
export const BUSINESS_CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;

/** A certificate's id: a random UUID and the stored form's extension; nothing else names a file. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|pdf)$/;

/**
 * A COMPANY member's business registration certificate (사업자등록증, issue 11 sign-up), uploaded
 * before the account exists and named at sign-up. It is a document about a business, so it is
 * kept outside the public /files, under DATA_DIR/private/business-certificates/, and only console
 * staff read it. A PDF is kept as sent (checked by its `%PDF-` signature); a photo or scan (JPEG,
 * PNG, WebP, HEIC by content) is turned upright, shrunk and stored as WebP without its metadata.
 */
@Injectable()
export class BusinessCertificates {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get dir(): string {
    return join(this.config.dataDir, 'private', 'business-certificates');
  }

  /** Stores the uploaded bytes and answers the certificate's id. Throws BusinessCertificateUnreadableError (400) for anything but a PDF or a picture. */
  async save(bytes: Buffer): Promise<string> {
    const isPdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
    let data: Buffer;
    if (isPdf) data = bytes;
    else {
      try {
        data = (await toWebp(bytes)).data;
      } catch {
        throw new BusinessCertificateUnreadableError();
      }
    }
    const id = `${randomUUID()}.${isPdf ? 'pdf' : 'webp'}`;
    await mkdir(this.dir, { recursive: true });
    // Written aside, then renamed: a half-written file is never named at sign-up.
    const partial = join(this.dir, `.${id}.part`);
    await writeFile(partial, data);
    await rename(partial, join(this.dir, id));
    return id;
  }

  /** Throws BusinessCertificateInvalidError (400) unless `id` names a stored certificate. */
  async assertExists(id: string): Promise<void> {
    if (!ID.test(id)) throw new BusinessCertificateInvalidError();
    try {
      await stat(join(this.dir, id));
    } catch {
      throw new BusinessCertificateInvalidError();
    }
  }

  /** The stored certificate `id`, or null when there is none. */
  async read(id: string): Promise<BusinessCertificateFile | null> {
    if (!ID.test(id)) return null;
    try {
      const bytes = await readFile(join(this.dir, id));
      return { bytes, contentType: id.endsWith('.pdf') ? 'application/pdf' : 'image/webp' };
    } catch {
      return null;
    }
  }
}
