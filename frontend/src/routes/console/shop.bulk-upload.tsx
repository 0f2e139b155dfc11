import { createFileRoute } from '@tanstack/react-router';
import { requireConsoleArea } from '../../features/console/guards';
import { BulkUploadPage } from '../../features/bulk-upload/components/BulkUploadPage';

/** /console/shop/bulk-upload: products created and updated from an Excel sheet (spec §2; §6 bulk upload: console only). */
export const Route = createFileRoute('/console/shop/bulk-upload')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('bulkUpload', { location, preload }),
  component: BulkUploadPage,
});
