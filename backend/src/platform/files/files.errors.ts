import { DomainError } from '../event-sourcing/decider.js';

/** An upload that is not a picture the shop can read (not JPEG, PNG, WebP or HEIC by its content, or damaged). 400. */
export class ImageUnreadableError extends DomainError {
  readonly code = 'IMAGE_UNREADABLE';
  readonly status = 400;
  constructor() {
    super('사진을 읽을 수 없습니다. JPG, PNG, WEBP 또는 HEIC 사진을 올려주세요');
  }
}

/** A multipart request without a file part. 400. */
export class ImageMissingError extends DomainError {
  readonly code = 'IMAGE_MISSING';
  readonly status = 400;
  constructor() {
    super('올릴 사진을 선택해주세요');
  }
}
