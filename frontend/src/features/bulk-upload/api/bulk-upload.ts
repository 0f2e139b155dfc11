import { useMutation, useQuery } from '@tanstack/react-query';
import { API, type ProductUploadJob, type ProductUploadJobResponse } from '@shop/contracts';
import { apiDownload, apiFetch } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';

const BASE = `${API.console}/shop/bulk-upload`;
/** How often a running import is asked for its progress (ms). */
const POLL_MS = 500;

const form = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** GET /api/console/shop/bulk-upload/template: the sheet to fill, saved as products_template.xlsx. */
export async function downloadTemplate(): Promise<void> {
  const { blob, fileName } = await apiDownload(`${BASE}/template`);
  saveFile(blob, fileName ?? 'products_template.xlsx');
}

/** GET /api/console/shop/bulk-upload/jobs/{id}/report: the refused rows of an upload, saved as products_errors.xlsx. */
export async function downloadErrorReport(jobId: string): Promise<void> {
  const { blob, fileName } = await apiDownload(`${BASE}/jobs/${encodeURIComponent(jobId)}/report`);
  saveFile(blob, fileName ?? 'products_errors.xlsx');
}

/** POST dry-run (every row checked, nothing written) and POST apply (the import starts; answered running). */
export function useUploadWrites() {
  const dryRun = useMutation({
    mutationFn: async (file: File) => (await apiFetch<ProductUploadJobResponse>(`${BASE}/dry-run`, { method: 'POST', body: form(file) })).job,
  });
  const apply = useMutation({
    mutationFn: async (file: File) => (await apiFetch<ProductUploadJobResponse>(`${BASE}/apply`, { method: 'POST', body: form(file) })).job,
  });
  return { dryRun, apply };
}

/** GET jobs/{id}: the import's progress, asked again every {@link POLL_MS} while it runs (until done or interrupted). */
export function useUploadJob(started: ProductUploadJob | null) {
  return useQuery({
    queryKey: ['product-upload-job', started?.id],
    queryFn: async () => (await apiFetch<ProductUploadJobResponse>(`${BASE}/jobs/${encodeURIComponent(started!.id)}`)).job,
    enabled: !!started,
    initialData: started ?? undefined,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'running' ? false : POLL_MS),
  });
}
