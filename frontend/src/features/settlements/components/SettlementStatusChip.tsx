import { SETTLEMENT_STATUS_TEXT, type SettlementStatus } from '@shop/contracts';
import { Badge, type BadgeTone } from '../../../shared/ui/Badge';

const TONE: Record<SettlementStatus, BadgeTone> = { OPEN: 'outline', APPROVED: 'accent', PAID: 'success' };

/** A settlement's status as a chip: 정산 대기, 승인, 지급 완료. */
export function SettlementStatusChip({ status }: { status: SettlementStatus }) {
  return <Badge tone={TONE[status]}>{SETTLEMENT_STATUS_TEXT[status]}</Badge>;
}
