import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type BannerDto,
  type BannerSlotWrittenResponse,
  type ConsoleBanner,
  type ConsoleBannerListResponse,
  type ConsoleBannerResponse,
  type ConsoleBannerWrittenResponse,
  type ContentDeletedResponse,
  type PeriodStatus,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { bannerKeys } from './keys';

/** Rows of one page of the console's content tables. */
export const CONTENT_PAGE_SIZE = 20;

const BANNERS = `${API.console}/banners`;

/** The list headers of page `page` (1-based). */
export const paging = (page: number) => ({ limit: String(CONTENT_PAGE_SIZE), skip: String((page - 1) * CONTENT_PAGE_SIZE) });

/** Filter of the banner table (the URL's search params). */
export interface BannerFilter {
  page: number;
  searchValue: string;
  code: string;
  status: PeriodStatus | '';
}

/** Parses the URL's period state. */
export const parsePeriodStatus = (v: unknown): PeriodStatus | undefined => (v === 'running' || v === 'upcoming' || v === 'ended' ? v : undefined);

/** GET /api/console/banners: one page by slot and order, by words, slot and state. */
export const consoleBannersQueryOptions = (f: BannerFilter) =>
  queryOptions({
    queryKey: bannerKeys.banners(f),
    queryFn: () =>
      apiFetch<ConsoleBannerListResponse>(BANNERS, {
        query: { searchValue: f.searchValue || undefined, code: f.code || undefined, status: f.status || undefined },
        headers: paging(f.page),
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/console/banners/{id}. */
export const consoleBannerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bannerKeys.banner(id),
    queryFn: async () => (await apiFetch<ConsoleBannerResponse>(`${BANNERS}/${encodeURIComponent(id)}`)).banner,
  });

/** Every banner of a slot in its order (GET /api/console/banners?code=, up to 100). */
export const slotQueryOptions = (code: string) =>
  queryOptions({
    queryKey: bannerKeys.slot(code),
    queryFn: async () => (await apiFetch<ConsoleBannerListResponse>(BANNERS, { query: { code }, headers: { limit: '100', skip: '0' } })).banners,
  });

/** Refreshes the console's content queries and the home's after a write. */
export function useRefreshContent() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: bannerKeys.console }), qc.invalidateQueries({ queryKey: ['home'] })]);
}

/** A picture change to send after the banner's fields: a new file, a removal, or nothing. */
export type PictureChange = File | null | undefined;

/** POST /api/console/{banners|band-banners}/{id}/images/{index}: one picture, stored as WebP. */
export async function uploadPicture(kind: 'banners' | 'band-banners', id: string, index: 0 | 1, file: File): Promise<void> {
  const body = new FormData();
  body.append('image', file);
  await apiFetch(`${API.console}/${kind}/${encodeURIComponent(id)}/images/${index}`, { method: 'POST', body });
}

/** DELETE /api/console/{banners|band-banners}/{id}/images/{index}. */
export async function removePicture(kind: 'banners' | 'band-banners', id: string, index: 0 | 1): Promise<void> {
  await apiFetch(`${API.console}/${kind}/${encodeURIComponent(id)}/images/${index}`, { method: 'DELETE' });
}

/** Sends the picture changes of a form, PC (0) then mobile (1). */
export async function sendPictures(kind: 'banners' | 'band-banners', id: string, changes: [PictureChange, PictureChange]): Promise<void> {
  for (const index of [0, 1] as const) {
    const change = changes[index];
    if (change) await uploadPicture(kind, id, index, change);
    else if (change === null) await removePicture(kind, id, index);
  }
}

/** POST or PUT /api/console/banners(/{id}), then its pictures by index. Answers the banner's id. */
export function useSaveBanner() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: async ({ id, body, pictures }: { id?: string; body: BannerDto; pictures: [PictureChange, PictureChange] }) => {
      const { banner } = await apiFetch<ConsoleBannerWrittenResponse>(id ? `${BANNERS}/${encodeURIComponent(id)}` : BANNERS, {
        method: id ? 'PUT' : 'POST',
        body,
      });
      await sendPictures('banners', banner._id, pictures);
      return banner._id;
    },
    onSettled: refresh,
  });
}

/** DELETE /api/console/banners/{id}. */
export function useDeleteBanner() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (b: Pick<ConsoleBanner, '_id'>) => apiFetch<ContentDeletedResponse>(`${BANNERS}/${encodeURIComponent(b._id)}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** PUT /api/console/banners/slots/{code}: every banner of the slot, first shown first. */
export function useOrderSlot(code: string) {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch<BannerSlotWrittenResponse>(`${BANNERS}/slots/${encodeURIComponent(code)}`, { method: 'PUT', body: { ids } }),
    onSettled: refresh,
  });
}
