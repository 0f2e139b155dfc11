import type { BankVerificationStage } from '@shop/contracts';
import { Stepper } from '../../../shared/ui/Stepper';

const STAGES: BankVerificationStage[] = ['INPUT', 'VERIFY', 'SUCCESS'];
const LABELS = ['계좌 입력', '1원 확인', '인증 완료'];

/** The three stages of bank verification (spec §4 INPUT, VERIFY, SUCCESS), the current one marked. */
export function BankStepper({ stage }: { stage: BankVerificationStage }) {
  return <Stepper steps={LABELS} current={STAGES.indexOf(stage)} label="계좌 인증 단계" />;
}
