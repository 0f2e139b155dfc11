import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MAX_SHOWROOM_IMAGES, SHOWCASE_MESSAGES, SHOWROOM_CODE_PATTERN, type Showroom } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button, Checkbox, TextArea, TextField } from '../../../shared/ui';
import { useSaveShowroom } from '../api/console';
import { ImageInput } from './ImageInput';
import styles from './console.module.css';

type Values = { code: string; name: string; postcode: string; address1: string; address2: string; lat: string; lng: string; phone: string };

/** The form's first check, with the server's messages. */
function problems(v: Values, creating: boolean): string[] {
  const out: string[] = [];
  if (creating && !SHOWROOM_CODE_PATTERN.test(v.code)) out.push(SHOWCASE_MESSAGES.CODE);
  if (v.name.trim().length < 2) out.push(SHOWCASE_MESSAGES.NAME);
  if (!/^\d{5}$/.test(v.postcode)) out.push(SHOWCASE_MESSAGES.POSTCODE);
  if (v.address1.trim().length < 2) out.push(SHOWCASE_MESSAGES.ADDRESS1);
  const lat = Number(v.lat);
  const lng = Number(v.lng);
  if (v.lat === '' || !Number.isFinite(lat) || lat < -90 || lat > 90) out.push(SHOWCASE_MESSAGES.LAT);
  if (v.lng === '' || !Number.isFinite(lng) || lng < -180 || lng > 180) out.push(SHOWCASE_MESSAGES.LNG);
  if (!/^[0-9-]{8,14}$/.test(v.phone)) out.push(SHOWCASE_MESSAGES.PHONE);
  return out;
}

/**
 * The showroom form (spec §2 console shop/showrooms): code (on creation only), name, address,
 * location in degrees, phone, opening hours, description, pictures and the shows flag.
 */
export function ShowroomForm({ showroom }: { showroom?: Showroom }) {
  const navigate = useNavigate();
  const save = useSaveShowroom();
  const [v, setV] = useState<Values>({
    code: showroom?.code ?? '',
    name: showroom?.name ?? '',
    postcode: showroom?.address.postcode ?? '',
    address1: showroom?.address.address1 ?? '',
    address2: showroom?.address.address2 ?? '',
    lat: showroom ? String(showroom.location.lat) : '',
    lng: showroom ? String(showroom.location.lng) : '',
    phone: showroom?.phone ?? '',
  });
  const [hours, setHours] = useState(showroom?.hours ?? '');
  const [description, setDescription] = useState(showroom?.description ?? '');
  const [images, setImages] = useState<string[]>(showroom?.images.map((i) => i.url) ?? []);
  const [shows, setShows] = useState(showroom?.shows ?? true);
  const [errors, setErrors] = useState<string[]>([]);
  const field = (k: keyof Values) => ({ value: v[k], onChange: (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value }) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = problems(v, !showroom);
    setErrors(found);
    if (found.length) return;
    const { code, lat, lng, ...rest } = v;
    const body = { ...rest, lat: Number(lat), lng: Number(lng), hours, description, images, shows };
    try {
      await save.mutateAsync(showroom ? { code: showroom.code, body } : { body: { ...body, code } });
      await navigate({ to: '/console/shop/showrooms' });
    } catch (err) {
      setErrors(err instanceof ApiRequestError && err.errors?.length ? err.errors.map((x) => x.message) : [err instanceof Error ? err.message : String(err)]);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.row}>
        <TextField label="쇼룸 코드" required disabled={!!showroom} hint="영문 소문자, 숫자, - (주소에 쓰입니다)" maxLength={40} {...field('code')} />
        <TextField label="쇼룸 이름" required maxLength={60} {...field('name')} />
      </div>
      <div className={styles.row}>
        <TextField label="우편번호" required inputMode="numeric" maxLength={5} {...field('postcode')} />
        <TextField label="주소" required maxLength={200} {...field('address1')} />
        <TextField label="상세주소" maxLength={100} {...field('address2')} />
      </div>
      <div className={styles.row}>
        <TextField label="위도" required inputMode="decimal" {...field('lat')} />
        <TextField label="경도" required inputMode="decimal" {...field('lng')} />
        <TextField label="연락처" required inputMode="tel" maxLength={14} {...field('phone')} />
      </div>
      <TextArea label="운영시간" rows={3} maxLength={300} value={hours} onChange={(e) => setHours(e.target.value)} />
      <TextArea label="소개" rows={4} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
      <ImageInput kind="showrooms" label="쇼룸 사진" urls={images} max={MAX_SHOWROOM_IMAGES} onChange={setImages} />
      <Checkbox label="쇼핑몰에 노출" checked={shows} onChange={(e) => setShows(e.target.checked)} />
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {showroom ? '수정' : '등록'}
        </Button>
        <Button variant="ghost" onClick={() => void navigate({ to: '/console/shop/showrooms' })}>
          목록
        </Button>
      </div>
    </form>
  );
}
