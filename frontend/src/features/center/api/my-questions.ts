import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type EditQuestionDto,
  type Question,
  type QuestionAudience,
  type QuestionDeletedResponse,
  type QuestionListResponse,
  type QuestionWrittenResponse,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { questionKeys } from './keys';

/** Questions on one page of /mypage/questions and /promoter/questions. */
export const MY_QUESTIONS_PAGE_SIZE = 10;

const BASE = `${API.public}/center/questions`;

/** GET /api/v1/center/questions?audience=…: the member's own questions asked from that area, newest first. */
export const myQuestionsQueryOptions = (audience: QuestionAudience, page: number) =>
  queryOptions({
    queryKey: questionKeys.mine(audience, page),
    queryFn: () =>
      apiFetch<QuestionListResponse>(BASE, {
        query: { audience },
        headers: { limit: String(MY_QUESTIONS_PAGE_SIZE), skip: String((page - 1) * MY_QUESTIONS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });

export const useMyQuestions = (audience: QuestionAudience, page: number) => useQuery(myQuestionsQueryOptions(audience, page));

/** Uploads new pictures one by one after the question's text (POST …/images/{index}, the next free places). */
async function uploadImages(question: Question, files: File[]): Promise<void> {
  let index = question.images.length;
  for (const file of files) {
    const body = new FormData();
    body.append('image', file);
    await apiFetch<QuestionWrittenResponse>(`${BASE}/${encodeURIComponent(question._id)}/images/${index}`, { method: 'POST', body });
    index += 1;
  }
}

/**
 * POST (no id) or PUT /api/v1/center/questions/{id} (`body.images` the pictures kept): asks or changes
 * a question, then uploads its new `files`; refreshes the lists. Throws ApiRequestError with the server's Korean message.
 */
export function useSaveQuestion(audience: QuestionAudience) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, files }: { id?: string; body: EditQuestionDto; files: File[] }) => {
      const { question } = id
        ? await apiFetch<QuestionWrittenResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body })
        : await apiFetch<QuestionWrittenResponse>(BASE, { method: 'POST', body: { ...body, audience } });
      await uploadImages(question, files);
      return question;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** DELETE /api/v1/center/questions/{id}: removes a question still awaiting its answer; refreshes the lists. */
export function useDeleteMyQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<QuestionDeletedResponse>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
