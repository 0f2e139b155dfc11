import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../shared/ui/Button';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { useMyPromoterRequest } from '../api/my-request';

/**
 * Shows `children(true)` to an approved promoter (spec §4 APPROVED) and, while the member's
 * request loads, fails or is not approved, the loading block, the error with a retry, or the
 * way to the application. `children` gets whether the member is approved, so a page can ask
 * its own data only then.
 */
export function PromoterGate({ children }: { children: (approved: true) => ReactNode }) {
  const request = useMyPromoterRequest();
  if (request.isPending) return <LoadingBlock />;
  if (request.isError) return <LoadError title="불러오지 못했습니다" error={request.error} onRetry={() => request.refetch()} />;
  if (request.data?.request?.status !== 'APPROVED')
    return (
      <EmptyState
        title="프로모터 승인 후 이용할 수 있습니다"
        action={
          <Link to="/promoter" className={buttonClassName('primary')}>
            프로모터 신청하기
          </Link>
        }
      />
    );
  return <>{children(true)}</>;
}
