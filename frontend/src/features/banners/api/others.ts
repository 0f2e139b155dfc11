import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import {
  API,
  type BandBanner,
  type BandBannerDto,
  type ConsoleBandBannerListResponse,
  type ConsoleBandBannerResponse,
  type ConsoleBandBannerWrittenResponse,
  type ConsolePopup,
  type ConsolePopupListResponse,
  type ConsolePopupResponse,
  type ConsolePopupWrittenResponse,
  type ContentDeletedResponse,
  type MainLink,
  type MainLinksResponse,
  type PopupDto,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { paging, sendPictures, useRefreshContent, type PictureChange } from './banners';
import { bannerKeys } from './keys';

const BAND_BANNERS = `${API.console}/band-banners`;
const POPUPS = `${API.console}/popups`;
const MAIN_LINKS = `${API.console}/main/links`;

/** The console address of band banner `id` (its history is under it). */
export const bandBannerAddress = (id: string) => `${BAND_BANNERS}/${encodeURIComponent(id)}`;
/** The console address of popup `id` (its history is under it). */
export const popupAddress = (id: string) => `${POPUPS}/${encodeURIComponent(id)}`;

/** GET /api/console/band-banners/{id}: one band banner as it is now (e.g. after a restore). */
export const fetchBandBanner = async (id: string) => (await apiFetch<ConsoleBandBannerResponse>(bandBannerAddress(id))).bandBanner;
/** GET /api/console/popups/{id}: one popup as it is now (e.g. after a restore). */
export const fetchConsolePopup = async (id: string) => (await apiFetch<ConsolePopupResponse>(popupAddress(id))).popup;

/** GET /api/console/band-banners: one page by place and order, by words. */
export const consoleBandBannersQueryOptions = (f: { page: number; searchValue: string }) =>
  queryOptions({
    queryKey: bannerKeys.bandBanners(f),
    queryFn: () => apiFetch<ConsoleBandBannerListResponse>(BAND_BANNERS, { query: { searchValue: f.searchValue || undefined }, headers: paging(f.page) }),
    placeholderData: keepPreviousData,
  });

/** POST or PUT /api/console/band-banners(/{id}), then its pictures by index (0 PC, 1 mobile). */
export function useSaveBandBanner() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: async ({ id, body, pictures }: { id?: string; body: BandBannerDto; pictures: [PictureChange, PictureChange] }) => {
      const { bandBanner } = await apiFetch<ConsoleBandBannerWrittenResponse>(id ? `${BAND_BANNERS}/${encodeURIComponent(id)}` : BAND_BANNERS, {
        method: id ? 'PUT' : 'POST',
        body,
      });
      await sendPictures('band-banners', bandBanner._id, pictures);
      return bandBanner._id;
    },
    onSettled: refresh,
  });
}

/** DELETE /api/console/band-banners/{id}. */
export function useDeleteBandBanner() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (b: Pick<BandBanner, '_id'>) => apiFetch<ContentDeletedResponse>(`${BAND_BANNERS}/${encodeURIComponent(b._id)}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** GET /api/console/popups: one page, newest first, by words and state. */
export const consolePopupsQueryOptions = (f: { page: number; searchValue: string }) =>
  queryOptions({
    queryKey: bannerKeys.popups(f),
    queryFn: () => apiFetch<ConsolePopupListResponse>(POPUPS, { query: { searchValue: f.searchValue || undefined }, headers: paging(f.page) }),
    placeholderData: keepPreviousData,
  });

/** POST or PUT /api/console/popups(/{id}). */
export function useSavePopup() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PopupDto }) =>
      apiFetch<ConsolePopupWrittenResponse>(id ? `${POPUPS}/${encodeURIComponent(id)}` : POPUPS, { method: id ? 'PUT' : 'POST', body }),
    onSettled: refresh,
  });
}

/** DELETE /api/console/popups/{id}. */
export function useDeletePopup() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (p: Pick<ConsolePopup, '_id'>) => apiFetch<ContentDeletedResponse>(`${POPUPS}/${encodeURIComponent(p._id)}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** GET /api/console/main/links: the home's link tiles. */
export const mainLinksQueryOptions = () =>
  queryOptions({ queryKey: bannerKeys.mainLinks(), queryFn: async () => (await apiFetch<MainLinksResponse>(MAIN_LINKS)).links });

/** PUT /api/console/main/links. */
export function useSaveMainLinks() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (links: MainLink[]) => apiFetch<MainLinksResponse>(MAIN_LINKS, { method: 'PUT', body: { links } }),
    onSettled: refresh,
  });
}
