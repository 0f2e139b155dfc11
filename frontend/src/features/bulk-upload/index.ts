/** The console's product bulk upload (spec §2 console shop/bulk-upload; §6 console only). */
export { BulkUploadPage } from './components/BulkUploadPage';
