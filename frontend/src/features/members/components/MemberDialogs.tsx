import { useEffect, useState, type FormEvent } from 'react';
import {
  BUSINESS_NUMBER_MESSAGE,
  EMAIL_RULES,
  NAME_RULES,
  PHONE_RULES,
  USER_TYPE_TEXT,
  firstViolation,
  formatPhone,
  isBusinessNumber,
  type ConsoleMember,
} from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextField } from '../../../shared/ui/TextField';
import { useMemberWrites } from '../api/members';
import styles from './members.module.css';

const messageOf = (e: unknown) => (e instanceof ApiRequestError ? (e.errors?.[0]?.message ?? e.message) : '저장하지 못했습니다. 잠시 후 다시 시도해주세요.');

/** 회원 정보 수정: staff correct the member's name, e-mail and phone (checked with the sign-up rules of spec §5). */
export function MemberInfoDialog({ member, open, onClose }: { member: ConsoleMember; open: boolean; onClose(): void }) {
  const { changeInfo } = useMemberWrites(member._id);
  const [values, setValues] = useState({ name: member.name, email: member.email, phone: formatPhone(member.phone) });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setValues({ name: member.name, email: member.email, phone: formatPhone(member.phone) });
    setErrors({});
    setFailure(null);
  }, [open, member]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      name: firstViolation(NAME_RULES, values.name),
      email: firstViolation(EMAIL_RULES, values.email),
      phone: firstViolation(PHONE_RULES, values.phone),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await changeInfo.mutateAsync({ name: values.name.trim(), email: values.email.trim(), phone: values.phone });
      onClose();
    } catch (err) {
      setFailure(messageOf(err));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="회원 정보 수정">
      <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="이름" value={values.name} error={errors.name} maxLength={30} onChange={(e) => setValues({ ...values, name: e.target.value })} />
        <TextField
          label="이메일"
          type="email"
          value={values.email}
          error={errors.email}
          maxLength={100}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
        <TextField
          label="연락처"
          inputMode="tel"
          value={values.phone}
          error={errors.phone}
          maxLength={13}
          onChange={(e) => setValues({ ...values, phone: e.target.value })}
        />
        {failure && (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" loading={changeInfo.isPending}>
            저장
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** 회원 유형 변경: PERSON ↔ COMPANY; a company needs its 10-digit business registration number (spec §3, §7 PUT users/{id}/type). */
export function MemberTypeDialog({ member, open, onClose }: { member: ConsoleMember; open: boolean; onClose(): void }) {
  const { changeType } = useMemberWrites(member._id);
  const to = member.type === 'COMPANY' ? 'PERSON' : 'COMPANY';
  const [number, setNumber] = useState(member.businessRegistration ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setNumber(member.businessRegistration ?? '');
    setFailure(null);
  }, [open, member]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (to === 'COMPANY' && !isBusinessNumber(number)) {
      setFailure(BUSINESS_NUMBER_MESSAGE);
      return;
    }
    try {
      await changeType.mutateAsync(to === 'COMPANY' ? { type: to, businessRegistration: number } : { type: to });
      onClose();
    } catch (err) {
      setFailure(messageOf(err));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="회원 유형 변경" size="sm">
      <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        <p>
          {member.name}({member.username}) 님을 <strong>{USER_TYPE_TEXT[member.type]}</strong>에서 <strong>{USER_TYPE_TEXT[to]}</strong>으로 변경합니다.
        </p>
        {to === 'COMPANY' && (
          <TextField
            label="사업자등록번호"
            inputMode="numeric"
            placeholder="000-00-00000"
            value={number}
            maxLength={12}
            onChange={(e) => setNumber(e.target.value)}
          />
        )}
        {failure && (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" loading={changeType.isPending}>
            변경
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
