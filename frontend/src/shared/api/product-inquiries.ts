import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ProductInquiry,
  type ProductInquiryDeletedResponse,
  type ProductInquiryListResponse,
  type ProductInquiryWrittenResponse,
} from '@shop/contracts';
import { apiFetch } from './client';

/** Inquiries shown per page of a product's Q&A. */
export const PRODUCT_INQUIRIES_PAGE_SIZE = 5;

/** Query keys of product inquiries (a product's Q&A, pages of it). */
export const productInquiryKeys = {
  all: ['product-inquiries'] as const,
  product: (productId: string, page: number) => [...productInquiryKeys.all, productId, page] as const,
};

/** GET /api/v1/inquires?product={id}: one page of a product's Q&A, newest first, as the caller may read it. */
export const productInquiriesQueryOptions = (productId: string, page: number) =>
  queryOptions({
    queryKey: productInquiryKeys.product(productId, page),
    queryFn: () =>
      apiFetch<ProductInquiryListResponse>(`${API.public}/inquires`, {
        query: { product: productId },
        headers: { limit: String(PRODUCT_INQUIRIES_PAGE_SIZE), skip: String((page - 1) * PRODUCT_INQUIRIES_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

/** What the inquiry dialog sends: the text, the secret flag, the pictures kept (edit) and the new files. */
export interface InquiryInput {
  subject: string;
  content: string;
  secret: boolean;
  /** URLs of pictures already attached that stay (edit only). */
  kept: string[];
  /** New pictures, uploaded one by one after the text (spec §7 POST me/inquires/{id}/images/{index}). */
  files: File[];
}

async function uploadImages(inquiry: ProductInquiry, files: File[]): Promise<void> {
  let index = inquiry.images.length;
  for (const file of files) {
    const body = new FormData();
    body.append('image', file);
    await apiFetch<ProductInquiryWrittenResponse>(`${API.me}/inquires/${encodeURIComponent(inquiry._id)}/images/${index}`, { method: 'POST', body });
    index += 1;
  }
}

/**
 * Writes (POST me/inquires) or edits (PUT me/inquires/{id}) an inquiry, then uploads its new
 * pictures; refreshes every product Q&A once done. Throws ApiRequestError with the server's Korean message.
 */
export function useSaveProductInquiry(productId: string, editing: ProductInquiry | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: InquiryInput) => {
      const text = { subject: input.subject, content: input.content, secret: input.secret };
      const { inquire } = editing
        ? await apiFetch<ProductInquiryWrittenResponse>(`${API.me}/inquires/${encodeURIComponent(editing._id)}`, {
            method: 'PUT',
            body: { ...text, images: input.kept },
          })
        : await apiFetch<ProductInquiryWrittenResponse>(`${API.me}/inquires`, { method: 'POST', body: { ...text, _product: productId } });
      await uploadImages(inquire, input.files);
      return inquire;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: productInquiryKeys.all }),
  });
}

/** DELETE /api/v1/me/inquires/{id}: deletes the member's inquiry and refreshes the Q&A. */
export function useDeleteProductInquiry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ProductInquiryDeletedResponse>(`${API.me}/inquires/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: productInquiryKeys.all }),
  });
}
