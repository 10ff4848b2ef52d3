import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountTexts,
  type ImageSaved,
  type InstructorBody,
  type StudioContent,
  type StudioDetails,
  type StudioDomain,
  type StudioImageSlot,
  type TestimonialBody,
} from '@jetsweat/contract';
import { api, ApiError } from '../../../lib/api.ts';
import { readSession } from '../../../lib/storage.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const contentKey = (studioId: number) => ['console', 'content', studioId] as const;
const studioPath = (studioId: number) => `/api/console/studios/${studioId}`;
export type ListKind = 'instructors' | 'testimonials';

/** GET /api/console/studios/{studioId}/content. */
export const useStudioContent = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: contentKey(studioId),
      queryFn: () => api<StudioContent>(`${studioPath(studioId)}/content`),
      meta: { personal: true },
    }),
  );

/** Any change of the page's content: the content, the page preview and the log read again. */
function useContentChange<A, T>(studioId: number, call: (args: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => reloadAfterChange(queryClient, contentKey(studioId), ['console', 'audit']),
  });
}

export const useSaveDetails = (studioId: number) =>
  useContentChange(studioId, (details: StudioDetails) =>
    api(`${studioPath(studioId)}/details`, { method: 'PUT', body: details }),
  );

/** "Check now": the server asks DNS for the white-label domain's record and answers its state. */
export const useCheckDomain = (studioId: number) =>
  useContentChange(studioId, () =>
    api<StudioDomain>(`${studioPath(studioId)}/domain/check`, { method: 'POST' }),
  );

export const useSaveInstructor = (studioId: number) =>
  useContentChange(studioId, ({ id, body }: { id?: number; body: InstructorBody }) =>
    id
      ? api<{ id: number }>(`${studioPath(studioId)}/instructors/${id}`, { method: 'PUT', body })
      : api<{ id: number }>(`${studioPath(studioId)}/instructors`, { body }),
  );

export const useSaveTestimonial = (studioId: number) =>
  useContentChange(studioId, ({ id, body }: { id?: number; body: TestimonialBody }) =>
    id
      ? api(`${studioPath(studioId)}/testimonials/${id}`, { method: 'PUT', body })
      : api(`${studioPath(studioId)}/testimonials`, { body }),
  );

export const useRemoveEntry = (studioId: number, kind: ListKind) =>
  useContentChange(studioId, (id: number) =>
    api(`${studioPath(studioId)}/${kind}/${id}`, { method: 'DELETE' }),
  );

export const useReorder = (studioId: number, kind: ListKind) =>
  useContentChange(studioId, (ids: number[]) =>
    api(`${studioPath(studioId)}/${kind}/order`, { method: 'PUT', body: { ids } }),
  );

/** Where an image goes: one of the studio's slots, or an instructor's photo. */
export type ImageTarget = { slot: StudioImageSlot } | { instructorId: number };

const imagePath = (studioId: number, target: ImageTarget) =>
  'slot' in target
    ? `${studioPath(studioId)}/images/${target.slot}`
    : `${studioPath(studioId)}/instructors/${target.instructorId}/photo`;

/** DELETE an image: the slot or photo is cleared and its file removed; answers `{ url: '' }`. */
export const removeImage = (studioId: number, target: ImageTarget) =>
  api<ImageSaved>(imagePath(studioId, target), { method: 'DELETE' });

/**
 * PUT the file's bytes with XMLHttpRequest, the one browser call that reports upload progress
 * (fetch does not); `onProgress` gets 0 to 1. Answers the stored image's address, or throws
 * ApiError with the server's message as api() does.
 */
export function uploadImage(
  studioId: number,
  target: ImageTarget,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImageSaved> {
  const path = imagePath(studioId, target);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    const token = readSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, accountTexts.unknownError, null));
    xhr.onload = () => {
      type Envelope = { status?: number; content?: unknown } | null;
      const body = ((): Envelope => {
        try {
          return JSON.parse(xhr.responseText) as Envelope;
        } catch {
          return null;
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300 && body?.status !== 0)
        return resolve(body?.content as ImageSaved);
      const message = typeof body?.content === 'string' ? body.content : accountTexts.unknownError;
      reject(new ApiError(xhr.status, message, body, xhr.getResponseHeader('x-request-id')));
    };
    xhr.send(file);
  });
}

/** Reads the page's content again after an upload or a removal (not react-query mutations). */
export function useRefreshContent(studioId: number) {
  const queryClient = useQueryClient();
  return () => reloadAfterChange(queryClient, contentKey(studioId), ['console', 'audit']);
}
