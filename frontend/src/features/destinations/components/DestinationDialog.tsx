import { useRef, useState, type FormEvent } from 'react';
import type { Destination } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { focusField, useValidatedForm } from '../../../shared/hooks/use-validated-form';
import { addressLineOf, type AddressSearchSlot } from '../../../shared/lib/address-search';
import { formatPhoneInput } from '../../../shared/lib/phone-input';
import { Button, Checkbox, Dialog, TextField } from '../../../shared/ui';
import { useSaveDestination } from '../api/destinations';
import { destinationBody, destinationFormValues, destinationValidators, type DestinationFormValues } from '../lib/destination-form';
import styles from './destinations.module.css';

/** Props of {@link DestinationDialog}. */
export interface DestinationDialogProps {
  /** The address to edit, or null to add one. */
  destination: Destination | null;
  /** The 우편번호 찾기 the route plugs in (typed by hand without it). */
  addressSearch?: AddressSearchSlot;
  onClose(): void;
  /** Called after the server saved it, with the notice to show. */
  onSaved(notice: string): void;
}

/** Adds or edits a saved delivery address in a dialog: label, receiver, phone, address found with the postcode search, default. */
export function DestinationDialog({ destination, addressSearch: Search, onClose, onSaved }: DestinationDialogProps) {
  const save = useSaveDestination();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useValidatedForm<DestinationFormValues>(destinationFormValues(destination), destinationValidators);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const first = form.validateAll();
    if (first) return focusField(formRef.current, first);
    try {
      await save.mutateAsync({ id: destination?._id, body: destinationBody(form.values) });
      onSaved(destination ? '배송지를 수정했습니다' : '배송지를 추가했습니다');
    } catch (err) {
      setError(err instanceof ApiRequestError ? (err.errors?.[0]?.message ?? err.message) : '배송지를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.');
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={destination ? '배송지 수정' : '배송지 추가'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="destination-form" loading={save.isPending}>
            저장
          </Button>
        </>
      }
    >
      <form id="destination-form" ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="배송지 정보">
        <TextField label="배송지명" required placeholder="예: 집, 회사" maxLength={20} {...form.textProps('title')} />
        <TextField label="받는 분" required autoComplete="name" {...form.textProps('name')} />
        <TextField label="연락처" required inputMode="tel" autoComplete="tel" placeholder="010-0000-0000" {...form.textProps('phone', formatPhoneInput)} />
        <div className={styles.postcodeRow}>
          <TextField
            label="우편번호"
            required
            inputMode="numeric"
            maxLength={5}
            placeholder="00000"
            {...form.textProps('postcode', (raw) => raw.replace(/\D/g, '').slice(0, 5))}
          />
          {Search && (
            <div className={styles.postcodeAction}>
              <Search onSelect={(a) => form.setValues({ postcode: a.zonecode, address1: addressLineOf(a), geolocation: a.geolocation })} />
            </div>
          )}
        </div>
        <TextField label="주소" required placeholder="도로명 또는 지번 주소" {...form.textProps('address1')} />
        <TextField label="상세주소" placeholder="동, 호수 등 상세주소" maxLength={200} {...form.textProps('address2')} />
        <Checkbox
          label="기본 배송지로 설정"
          checked={form.values.isDefault}
          disabled={destination?.isDefault}
          onChange={(e) => form.setValues({ isDefault: e.target.checked })}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
