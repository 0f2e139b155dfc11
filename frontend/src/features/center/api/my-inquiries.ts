import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type EditInquiryDto,
  type Inquiry,
  type InquiryDeletedResponse,
  type InquiryListResponse,
  type InquiryResponse,
  type InquiryWrittenResponse,
  type Order,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { inquiryKeys } from './inquiry-keys';

/** Inquiries on one page of /mypage/inquiries. */
export const MY_INQUIRIES_PAGE_SIZE = 10;
/** How many of the member's newest orders the write form offers. */
const ORDERS_OFFERED = 30;

const BASE = `${API.me}/inquiries`;

/** GET /api/v1/me/inquiries: one page of the member's own inquiries, newest first. */
export const myInquiriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: inquiryKeys.mine(page),
    queryFn: () =>
      apiFetch<InquiryListResponse>(BASE, { headers: { limit: String(MY_INQUIRIES_PAGE_SIZE), skip: String((page - 1) * MY_INQUIRIES_PAGE_SIZE) } }),
    placeholderData: keepPreviousData,
  });
export const useMyInquiries = (page: number) => useQuery(myInquiriesQueryOptions(page));

/** GET /api/v1/me/inquiries/{id}: one of the member's inquiries (404 for another member's). */
export const myInquiryQueryOptions = (id: string) =>
  queryOptions({ queryKey: inquiryKeys.one(id), queryFn: () => apiFetch<InquiryResponse>(`${BASE}/${encodeURIComponent(id)}`) });
export const useMyInquiry = (id: string) => useQuery(myInquiryQueryOptions(id));

/** The member's newest orders, for the write form's order select (GET /api/v1/me/orders). */
export const useInquiryOrders = () =>
  useQuery({
    queryKey: inquiryKeys.orders(),
    queryFn: () => apiFetch<{ orders: Order[] }>(`${API.me}/orders`, { headers: { limit: String(ORDERS_OFFERED), skip: '0' } }),
  });

/** Uploads new pictures one by one after the inquiry's text (POST …/images/{index}, the next free places). */
async function uploadImages(inquiry: Inquiry, files: File[]): Promise<Inquiry> {
  let index = inquiry.images.length;
  let last = inquiry;
  for (const file of files) {
    const body = new FormData();
    body.append('image', file);
    last = (await apiFetch<InquiryWrittenResponse>(`${BASE}/${encodeURIComponent(inquiry._id)}/images/${index}`, { method: 'POST', body })).inquiry;
    index += 1;
  }
  return last;
}

/**
 * POST (no id) or PUT /api/v1/me/inquiries/{id} (`body.images` the pictures kept): asks or changes an
 * inquiry, then uploads its new `files`; refreshes the inquiries. Throws ApiRequestError with the server's Korean message.
 */
export function useSaveInquiry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, files }: { id?: string; body: EditInquiryDto; files: File[] }) => {
      const { inquiry } = id
        ? await apiFetch<InquiryWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body })
        : await apiFetch<InquiryWrittenResponse>(BASE, { method: 'POST', body: { ...body, images: undefined } });
      return uploadImages(inquiry, files);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}

/** DELETE /api/v1/me/inquiries/{id}: removes an inquiry still awaiting its answer; refreshes the inquiries. */
export function useDeleteMyInquiry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<InquiryDeletedResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
}
