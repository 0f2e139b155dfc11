import { useState } from 'react';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useProductWrites } from '../api/products';
import styles from './product-editor.module.css';
import { groupThousands } from '@shop/contracts';

const ACTIONS = {
  show: { label: '노출', question: '선택한 상품을 쇼핑몰에 노출하시겠습니까?' },
  hide: { label: '숨김', question: '선택한 상품을 쇼핑몰에서 숨기시겠습니까?' },
  sell: { label: '판매', question: '선택한 상품을 판매하시겠습니까?' },
  stopSelling: { label: '판매중지', question: '선택한 상품의 판매를 중지하시겠습니까?' },
} as const;
type Action = keyof typeof ACTIONS;

/** Bulk 노출/숨김/판매/판매중지 of the selected products, each confirmed first. */
export function ProductBulkBar({ selectedIds, onDone }: { selectedIds: string[]; onDone(): void }) {
  const { bulk } = useProductWrites();
  const [action, setAction] = useState<Action | null>(null);
  const none = selectedIds.length === 0;
  const apply = async () => {
    if (!action) return;
    try {
      await bulk.mutateAsync({ ids: selectedIds, action });
      onDone();
    } catch (e) {
      alertError(e);
    } finally {
      setAction(null);
    }
  };
  return (
    <div className={styles.bulkBar} role="group" aria-label="선택한 상품 처리">
      <span className={styles.selected}>{groupThousands(selectedIds.length)}개 선택</span>
      {(Object.keys(ACTIONS) as Action[]).map((a) => (
        <Button key={a} size="sm" variant="secondary" disabled={none} onClick={() => setAction(a)}>
          {ACTIONS[a].label}
        </Button>
      ))}
      <ConfirmDialog
        open={action !== null}
        title={action ? `상품 ${ACTIONS[action].label}` : undefined}
        message={action ? `${ACTIONS[action].question} (${selectedIds.length}개)` : ''}
        loading={bulk.isPending}
        onConfirm={() => void apply()}
        onCancel={() => setAction(null)}
      />
    </div>
  );
}
