import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { buttonClassName } from '../../../shared/ui/Button';

/** A console page that does not exist (e.g. a purchase view this release does not serve). */
export function ConsoleNotFound() {
  return (
    <EmptyState
      title="찾으시는 관리 페이지가 없습니다"
      description="아직 준비 중이거나 주소가 잘못된 페이지입니다."
      action={
        <Link to="/console/purchases/$view" params={{ view: 'all' }} search={{}} className={buttonClassName('secondary')}>
          전체 주문으로
        </Link>
      }
    />
  );
}
