import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import type { OrderForm } from '../hooks/use-order-form';
import { CUSTOM_REQUEST, REQUEST_MESSAGE_MAX, REQUEST_MESSAGE_PRESETS } from '../lib/request-messages';

const OPTIONS = [...REQUEST_MESSAGE_PRESETS.map((m) => ({ value: m, label: m })), { value: CUSTOM_REQUEST, label: '직접 입력' }];

/** 배송 요청사항: a preset from the select, or "직접 입력" with a text field of up to 200 characters. */
export function RequestMessageField({ form }: { form: OrderForm }) {
  return (
    <>
      <Select
        label="배송 요청사항"
        name="requestPreset"
        placeholder="배송 요청사항을 선택해주세요 (선택)"
        options={OPTIONS}
        value={form.values.requestPreset}
        onChange={(e) => form.setValue('requestPreset', e.target.value)}
      />
      {form.values.requestPreset === CUSTOM_REQUEST && (
        <TextField
          label={<span className="visually-hidden">배송 요청사항 직접 입력</span>}
          placeholder="요청사항을 입력해주세요 (200자 이내)"
          maxLength={REQUEST_MESSAGE_MAX}
          {...form.textProps('requestCustom')}
        />
      )}
    </>
  );
}
