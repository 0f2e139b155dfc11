import { createFileRoute } from '@tanstack/react-router';
import { requireUserTypes } from '../../features/identity/guards';
import { BulkInquirePage } from '../../features/center/components/BulkInquirePage';

/** /mypage/bulk-purchase/inquire (spec §2 member area): the bulk-purchase form, for company members (spec §5 userTypes). */
export const Route = createFileRoute('/mypage/bulk-purchase_/inquire')({
  beforeLoad: requireUserTypes(['COMPANY']),
  component: BulkInquirePage,
});
