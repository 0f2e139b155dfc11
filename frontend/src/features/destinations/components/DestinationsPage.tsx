import { useState } from 'react';
import { MAX_DESTINATIONS, MEMBER_LIST_MESSAGES, formatPhone, type Destination } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import type { AddressSearchSlot } from '../../../shared/lib/address-search';
import { Badge, Button, ConfirmDialog, EmptyState, LoadError, LoadingBlock } from '../../../shared/ui';
import { useDeleteDestination, useDestinations, useSaveDestination } from '../api/destinations';
import { DestinationDialog } from './DestinationDialog';
import styles from './destinations.module.css';
import { withObjectParticle } from '../../../shared/lib/josa';

type Editing = { destination: Destination | null } | null;

/**
 * /mypage/destinations (spec §2, §3 Destination): the member's saved delivery addresses, the
 * default first; add or edit one in a dialog with the postcode search the route plugs in, make
 * one the default, delete one after a confirmation. At most 20.
 */
export function DestinationsPage({ addressSearch }: { addressSearch?: AddressSearchSlot }) {
  const query = useDestinations();
  const save = useSaveDestination();
  const remove = useDeleteDestination();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Destination | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = query.data ?? [];
  const full = list.length >= MAX_DESTINATIONS;

  const makeDefault = (d: Destination) => {
    const { _id, isDefault: _d, createdAt: _c, updatedAt: _u, geolocation, ...fields } = d;
    save.mutate(
      { id: _id, body: { ...fields, ...(geolocation ? { geolocation } : {}), isDefault: true } },
      { onSuccess: () => setNotice(`${withObjectParticle(d.title)} 기본 배송지로 설정했습니다`), onError: alertError },
    );
  };

  return (
    <section aria-labelledby="destinations-title">
      <header className={styles.pageHead}>
        <h2 id="destinations-title" className={styles.pageTitle}>
          배송지 관리 <span className={styles.count}>{list.length}</span>
        </h2>
        <Button size="sm" disabled={full || query.isPending} onClick={() => (setNotice(null), setEditing({ destination: null }))}>
          배송지 추가
        </Button>
      </header>
      {full && <p className={styles.hint}>{MEMBER_LIST_MESSAGES.DESTINATIONS_FULL}</p>}
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {query.isPending ? (
        <LoadingBlock label="배송지를 불러오는 중입니다" />
      ) : query.isError ? (
        <LoadError compact title="배송지를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : list.length === 0 ? (
        <EmptyState compact title="등록된 배송지가 없습니다" description="자주 쓰는 배송지를 등록해두면 주문할 때 편리합니다." />
      ) : (
        <ul className={styles.list} aria-label="배송지 목록">
          {list.map((d) => (
            <li key={d._id} className={`${styles.card} ${d.isDefault ? styles.isDefault : ''}`} aria-label={d.title}>
              <div className={styles.cardHead}>
                <span className={styles.title}>{d.title}</span>
                {d.isDefault && <Badge tone="accent">기본 배송지</Badge>}
              </div>
              <p className={styles.line}>
                {d.name} · {formatPhone(d.phone)}
              </p>
              <p className={styles.line}>
                ({d.postcode}) {d.address1} {d.address2}
              </p>
              <div className={styles.actions}>
                {!d.isDefault && (
                  <Button variant="ghost" size="sm" disabled={save.isPending} onClick={() => makeDefault(d)}>
                    기본 배송지로 설정
                  </Button>
                )}
                <Button variant="secondary" size="sm" onClick={() => (setNotice(null), setEditing({ destination: d }))}>
                  수정
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setDeleting(d)}>
                  삭제
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <DestinationDialog
          destination={editing.destination}
          addressSearch={addressSearch}
          onClose={() => setEditing(null)}
          onSaved={(text) => (setEditing(null), setNotice(text))}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="배송지 삭제"
        message={`${deleting?.title ?? ''} 배송지를 삭제하시겠습니까?`}
        confirmText="삭제"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => (setDeleting(null), setNotice('배송지를 삭제했습니다')),
            onError: (e) => (setDeleting(null), alertError(e)),
          })
        }
      />
    </section>
  );
}
