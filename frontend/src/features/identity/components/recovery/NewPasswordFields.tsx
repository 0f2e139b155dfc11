import { PASSWORD_RULES, firstViolation } from '@shop/contracts';
import { TextField } from '../../../../shared/ui/TextField';
import type { TextBinding } from '../../../../shared/hooks/use-validated-form';

/** The message when the confirmation differs. */
export const PASSWORD_MISMATCH = '비밀번호가 일치하지 않습니다';

/** Checks of a new password and its confirmation (spec §5 password rules). */
export const newPasswordValidators = {
  password: (v: { password: string }) => firstViolation(PASSWORD_RULES, v.password),
  passwordConfirm: (v: { password: string; passwordConfirm: string }) => (!v.passwordConfirm || v.passwordConfirm !== v.password ? PASSWORD_MISMATCH : null),
};

/** A new password and its confirmation, with the rule as the hint. */
export function NewPasswordFields({ password, confirm }: { password: TextBinding; confirm: TextBinding }) {
  return (
    <>
      <TextField label="새 비밀번호" required type="password" autoComplete="new-password" hint="영문, 숫자, 특수문자 포함 8~16자" {...password} />
      <TextField label="새 비밀번호 확인" required type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
