import { normalizePromoterCode } from '@shop/contracts';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { TextField } from '../../../shared/ui/TextField';
import type { ValidatedForm } from '../../../shared/hooks/use-validated-form';

/** The part of the join form this block edits. */
type ReferralValues = Record<string, unknown> & { hasReferrer: boolean; promoterCode: string };

/**
 * 추천인 있음 and the promoter's code (spec §3 User sign-up promoterCode, §5 "추천인코드를
 * 입력해주세요" when ticked and empty); the code is upper-cased as typed.
 */
export function JoinReferral<V extends ReferralValues>({ form }: { form: ValidatedForm<V> }) {
  const { values } = form;
  return (
    <>
      <Checkbox
        name="hasReferrer"
        label="추천인 있음"
        checked={values.hasReferrer}
        onChange={(e) => form.setValues({ hasReferrer: e.target.checked, ...(e.target.checked ? {} : { promoterCode: '' }) } as Partial<V>)}
      />
      {values.hasReferrer && (
        <TextField
          label="추천인코드"
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          hint="프로모터에게 받은 추천인코드를 입력해주세요"
          {...form.textProps('promoterCode', normalizePromoterCode)}
        />
      )}
    </>
  );
}
