import { createFileRoute } from '@tanstack/react-router';
import { BulkPurchasePage } from '../../features/mypage/components/BulkPurchasePage';
import { requireUserTypes } from '../../features/identity/guards';

/** /mypage/bulk-purchase: for company members only (spec §5 route guard by userTypes). */
export const Route = createFileRoute('/mypage/bulk-purchase')({
  beforeLoad: requireUserTypes(['COMPANY']),
  component: BulkPurchasePage,
});
