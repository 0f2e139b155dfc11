import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type EditFormDto,
  type FormDeletedResponse,
  type FormEditedResponse,
  type FormFileResponse,
  type FormListResponse,
  type FormResponse,
  type FormSentResponse,
  type SendFormDto,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { formKeys } from './form-keys';

/** Forms on one page of /mypage/forms. */
export const MY_FORMS_PAGE_SIZE = 10;

const BASE = `${API.public}/forms`;

/** GET /api/v1/forms/{id}: one form for its writer, with the key answered when it was sent (or the member's token). */
export const formQueryOptions = (id: string, key: string) =>
  queryOptions({
    queryKey: formKeys.one(id),
    queryFn: () => apiFetch<FormResponse>(`${BASE}/${encodeURIComponent(id)}`, { headers: key ? { 'form-key': key } : {} }),
    retry: false,
  });

/** GET /api/v1/me/forms: the member's own forms, newest first. */
export const myFormsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: formKeys.mine(page),
    queryFn: () =>
      apiFetch<FormListResponse>(`${API.me}/forms`, { headers: { limit: String(MY_FORMS_PAGE_SIZE), skip: String((page - 1) * MY_FORMS_PAGE_SIZE) } }),
    placeholderData: keepPreviousData,
  });

export const useMyForms = (page: number) => useQuery(myFormsQueryOptions(page));

/** Uploads pictures one by one (POST /api/v1/forms/files); answers their ids, in order. */
async function uploadAll(files: File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('image', file);
    ids.push((await apiFetch<FormFileResponse>(`${BASE}/files`, { method: 'POST', body: form })).file._id);
  }
  return ids;
}

/**
 * Uploads the attachments one by one (POST /api/v1/forms/files), then sends the form naming them
 * (POST /api/v1/forms); refreshes the member's list. Throws ApiRequestError with the server's
 * Korean message and, for a 400, each field's message.
 */
export function useSendForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, files }: { body: Omit<SendFormDto, '_files'>; files: File[] }) => {
      const ids = await uploadAll(files);
      return apiFetch<FormSentResponse>(BASE, { method: 'POST', body: { ...body, _files: ids } });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: formKeys.all }),
  });
}

/**
 * PUT /api/v1/me/forms/{id}: the member changes their form while it awaits its answer, keeping the
 * attachments `kept` (ids) and adding `files` (uploaded first); refreshes their list. Throws
 * ApiRequestError (409 FORM_ANSWERED once answered, 400 with each field's message).
 */
export function useEditMyForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, kept, files }: { id: string; body: Omit<EditFormDto, '_files'>; kept: string[]; files: File[] }) => {
      const ids = [...kept, ...(await uploadAll(files))];
      return apiFetch<FormEditedResponse>(`${API.me}/forms/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...body, _files: ids } });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: formKeys.all }),
  });
}

/** DELETE /api/v1/me/forms/{id}: the member deletes their form while it awaits its answer (409 once answered); refreshes their list. */
export function useDeleteMyForm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<FormDeletedResponse>(`${API.me}/forms/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: formKeys.all }),
  });
}
