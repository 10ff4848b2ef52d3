import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Chapter, ChapteredClasses, ChaptersBody, ClassChapters } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const libraryPath = (studioId: number) => `/api/console/studios/${studioId}/library`;
const chaptersPath = (studioId: number, videoId: number) =>
  `${libraryPath(studioId)}/${videoId}/chapters`;
const libraryKey = (studioId: number) => ['console', 'library', studioId] as const;

/** GET …/library: the studio's library classes, each with how many chapters it has. */
export const useChapteredClasses = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: libraryKey(studioId),
      queryFn: () => api<ChapteredClasses>(libraryPath(studioId)),
      meta: { personal: true },
    }),
  );

/** GET …/library/{videoId}/chapters: one class's chapters, with its title and length. */
export const useClassChapters = (studioId: number, videoId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: [...libraryKey(studioId), videoId, 'chapters'] as const,
      queryFn: () => api<ClassChapters>(chaptersPath(studioId, videoId!)),
      enabled: videoId !== null,
      meta: { personal: true },
    }),
  );

/** PUT …/chapters: replaces the class's chapters; the list, the class and the audit log are read again. */
export function useSaveChapters(studioId: number, videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChaptersBody) =>
      api<{ chapters: Chapter[] }>(chaptersPath(studioId, videoId), { method: 'PUT', body }),
    onSuccess: () => reloadAfterChange(queryClient, libraryKey(studioId), ['console', 'audit']),
  });
}
