import { useEffect, useRef, useState } from 'react';
import { CLAIM_IMAGE_MAX_BYTES, uploadClaimImage } from '../api/upload-claim-image';
import { MAX_CLAIM_IMAGES } from '../lib/claims';

/** One photo of a claim being prepared: its preview, upload progress (0–1), URL once stored, or the error. */
export interface ClaimPhoto {
  key: string;
  name: string;
  /** Object URL of the chosen file, none for a file refused before upload. */
  preview: string | null;
  progress: number;
  url: string | null;
  error: string | null;
}

const TYPES = /^image\/(jpeg|png|webp|heic|heif)$/;
const HEIC_NAME = /\.(heic|heif)$/i;

let counter = 0;

/**
 * Photos of one claim: each chosen file uploads at once (progress shown), at most
 * MAX_CLAIM_IMAGES; a file too large or not a photo is refused here with the server's wording
 * before it is sent. Returns the photos, `add(files)`, `remove(key)`, the stored URLs and whether
 * an upload is still running. Previews are released when a photo is removed or the form closes.
 */
export function useClaimPhotos(purchaseId: string | null) {
  const [photos, setPhotos] = useState<ClaimPhoto[]>([]);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const update = (key: string, patch: Partial<ClaimPhoto>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const add = (files: FileList | File[]) => {
    if (!purchaseId) return;
    const room = MAX_CLAIM_IMAGES - photos.length;
    for (const file of Array.from(files).slice(0, Math.max(room, 0))) {
      const key = `photo-${++counter}`;
      const photo: ClaimPhoto = { key, name: file.name, preview: null, progress: 0, url: null, error: null };
      if (!TYPES.test(file.type) && !HEIC_NAME.test(file.name)) photo.error = 'JPG, PNG, WEBP 또는 HEIC 사진만 올릴 수 있습니다';
      else if (file.size > CLAIM_IMAGE_MAX_BYTES) photo.error = '사진은 10MB 이하로 올려주세요';
      else {
        photo.preview = URL.createObjectURL(file);
        previews.current.add(photo.preview);
      }
      setPhotos((list) => [...list, photo]);
      if (photo.error) continue;
      uploadClaimImage(purchaseId, file, (progress) => update(key, { progress }))
        .then((url) => update(key, { url, progress: 1 }))
        .catch((e: unknown) => update(key, { error: e instanceof Error ? e.message : '사진을 올리지 못했습니다' }));
    }
  };

  const remove = (key: string) =>
    setPhotos((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone?.preview) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return list.filter((p) => p.key !== key);
    });

  return {
    photos,
    add,
    remove,
    urls: photos.flatMap((p) => (p.url ? [p.url] : [])),
    uploading: photos.some((p) => !p.url && !p.error),
    full: photos.length >= MAX_CLAIM_IMAGES,
  };
}
