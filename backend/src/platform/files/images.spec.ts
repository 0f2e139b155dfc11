import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { IMAGE_UPLOAD, toWebp } from './images.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('an uploaded picture made ready to serve', () => {
  it('reads a phone camera HEIC (HEVC-coded, which sharp’s own libvips cannot decode) and stores it as WebP', async () => {
    const heic = fixture('phone-photo.heic');
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    const stored = await toWebp(heic);
    expect(stored).toMatchObject({ width: 640, height: 480 });
    expect((await sharp(stored.data).metadata()).format).toBe('webp');
  });

  it('shrinks a large picture to the longest side allowed, turned upright by its EXIF orientation, metadata dropped', async () => {
    // 3000×2000 stored sideways (orientation 6: rotate 90° clockwise to view).
    const sideways = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c8b4a0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await toWebp(sideways);
    expect(stored).toMatchObject({ width: Math.round((IMAGE_UPLOAD.maxSide * 2) / 3), height: IMAGE_UPLOAD.maxSide });
    expect((await sharp(stored.data).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not a photo: SVG, text, a picture bigger than the pixel bound', async () => {
    await expect(toWebp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({ code: 'IMAGE_UNREADABLE', status: 400 });
    await expect(toWebp(Buffer.from('hello'))).rejects.toMatchObject({ code: 'IMAGE_UNREADABLE' });
    const huge = await sharp({ create: { width: 9000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(toWebp(huge)).rejects.toMatchObject({ code: 'IMAGE_UNREADABLE' });
  }, 30_000); // drawing the 72-megapixel picture takes seconds on a busy machine
});
