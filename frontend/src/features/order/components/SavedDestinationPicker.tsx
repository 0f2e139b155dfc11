import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPhone, type Destination } from '@shop/contracts';
import { destinationsQueryOptions } from '../../../shared/api/destinations';
import { AppLink, Badge, Button, Dialog, LoadError, LoadingBlock } from '../../../shared/ui';
import styles from './order.module.css';

/**
 * 배송지 선택: opens the member's saved addresses (me/destinations, the default first) and hands
 * the one picked to `onPick`; with none saved it points to /mypage/destinations.
 */
export function SavedDestinationPicker({ onPick }: { onPick(destination: Destination): void }) {
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...destinationsQueryOptions(), enabled: open });
  const list = query.data ?? [];

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        배송지 선택
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="배송지 선택">
        {query.isPending ? (
          <LoadingBlock label="배송지를 불러오는 중입니다" minHeight={120} />
        ) : query.isError ? (
          <LoadError compact title="배송지를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : list.length === 0 ? (
          <p className={styles.savedEmpty}>
            저장된 배송지가 없습니다. <AppLink to="/mypage/destinations">배송지 관리</AppLink>에서 등록해주세요.
          </p>
        ) : (
          <ul className={styles.savedList} aria-label="저장된 배송지">
            {list.map((d) => (
              <li key={d._id}>
                <button
                  type="button"
                  className={styles.savedItem}
                  aria-label={`${d.title} 배송지로 받기`}
                  onClick={() => {
                    onPick(d);
                    setOpen(false);
                  }}
                >
                  <span className={styles.savedTitle}>
                    {d.title} {d.isDefault && <Badge tone="accent">기본 배송지</Badge>}
                  </span>
                  <span>
                    {d.name} · {formatPhone(d.phone)}
                  </span>
                  <span>
                    ({d.postcode}) {d.address1} {d.address2}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
