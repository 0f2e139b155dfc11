import { useState, type FormEvent } from 'react';
import type { ConsoleBrand } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Select } from '../../../shared/ui/Select';
import { TextArea, TextField } from '../../../shared/ui/TextField';
import { uploadBrandImage, useBrandWrites } from '../api/brands';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

const AREAS = [
  { value: 'bath', label: '욕실' },
  { value: 'kitchen', label: '주방' },
];
const messageOf = (e: unknown) => (e instanceof Error ? e.message : '저장하지 못했습니다');

/**
 * Adds or edits a brand (spec §3 Brand: code, name, description, bath or kitchen, logo, order,
 * shown): the logo is uploaded first and stored by the server as WebP; deleting is refused while
 * products use the brand, with the server's message.
 */
export function BrandPanel({ brand, onDone }: { brand: ConsoleBrand | null; onDone(): void }) {
  const { create, update, remove } = useBrandWrites();
  const [code, setCode] = useState('');
  const [name, setName] = useState(brand?.name ?? '');
  const [description, setDescription] = useState(brand?.description ?? '');
  const [area, setArea] = useState<'bath' | 'kitchen'>(brand?.area ?? 'bath');
  const [image, setImage] = useState(brand?.image.url ?? '');
  const [shows, setShows] = useState(brand?.shows ?? true);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending || remove.isPending || uploading;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      setImage((await uploadBrandImage(file)).url);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setUploading(false);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const body = { name: name.trim(), description, area, shows, ...(image ? { image: { url: image } } : {}) };
    try {
      if (brand) await update.mutateAsync({ code: brand.code, body });
      else await create.mutateAsync({ code: code.trim(), ...body });
      onDone();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const del = async () => {
    if (!brand || !window.confirm(`'${brand.name}' 브랜드를 삭제하시겠습니까?`)) return;
    try {
      await remove.mutateAsync(brand.code);
      onDone();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <section className={`${t.card} ${styles.panel}`} aria-label="브랜드 편집">
      <h2 className={t.cardTitle}>{brand ? `'${brand.name}' 수정` : '브랜드 추가'}</h2>
      <form className={styles.panelBody} onSubmit={(e) => void submit(e)}>
        {brand ? (
          <p className={t.note}>코드 {brand.code}</p>
        ) : (
          <TextField label="코드" value={code} onChange={(e) => setCode(e.target.value)} required maxLength={40} hint="영문, 숫자, -, _" />
        )}
        <TextField label="브랜드명" value={name} onChange={(e) => setName(e.target.value)} required maxLength={40} />
        <Select label="구분" value={area} options={AREAS} onChange={(e) => setArea(e.target.value as 'bath' | 'kitchen')} />
        <TextArea label="설명" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} rows={3} />
        <label className={t.note}>
          로고 이미지
          <input type="file" accept="image/*" onChange={(e) => void upload(e.target.files?.[0])} />
        </label>
        {image && <img className={styles.thumb} src={image} alt="로고 미리보기" />}
        <Checkbox label="쇼핑몰에 노출" checked={shows} onChange={(e) => setShows(e.target.checked)} />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.panelActions}>
          <Button type="submit" size="sm" loading={busy}>
            {brand ? '저장' : '추가'}
          </Button>
          {brand && (
            <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void del()}>
              삭제
            </Button>
          )}
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            닫기
          </Button>
        </div>
      </form>
    </section>
  );
}
