import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ClassMessageSent, ClientHistory, StudioClients } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const clientKeys = {
  all: ['console'] as const,
  list: (studioId: number, q: string, page: number) =>
    ['console', 'clients', studioId, q, page] as const,
  one: (studioId: number, clientId: number) =>
    ['console', 'clients', studioId, 'client', clientId] as const,
};
const clientsPath = (studioId: number) => `/api/console/studios/${studioId}/clients`;

/** The list's query string: the search when there is one, the page after the first. */
const queryOf = (q: string, page: number) => {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** One page of the studio's clients matching the search (the last page stays while the next loads). */
export const useClients = (studioId: number, q: string, page: number) =>
  useQuery(
    queryOptions({
      queryKey: clientKeys.list(studioId, q.trim(), page),
      queryFn: () => api<StudioClients>(`${clientsPath(studioId)}${queryOf(q, page)}`),
      placeholderData: keepPreviousData,
      meta: { personal: true },
    }),
  );

/** Downloads every client matching the search as CSV, under the name the server gives it. */
export const downloadClientsCsv = (studioId: number, q: string): Promise<void> =>
  downloadCsv(`/api/console/studios/${studioId}/clients.csv${queryOf(q, 1)}`, 'clients.csv');

export const useClientHistory = (studioId: number, clientId: number) =>
  useQuery(
    queryOptions({
      queryKey: clientKeys.one(studioId, clientId),
      queryFn: () => api<ClientHistory>(`${clientsPath(studioId)}/${clientId}`),
      meta: { personal: true },
    }),
  );

export const useAddClientNote = (studioId: number, clientId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<{ id: number }>(`${clientsPath(studioId)}/${clientId}/notes`, { body: { text } }),
    onSettled: () => reloadAfterChange(queryClient, clientKeys.all),
  });
};

/** E-mails every member booked into the class; the key makes a second send of it a no-op. */
export const useMessageAttendees = (studioId: number, classId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; text: string; key: string }) =>
      api<ClassMessageSent>(`/api/console/studios/${studioId}/classes/${classId}/message`, {
        body,
      }),
    onSettled: () => reloadAfterChange(queryClient, clientKeys.all),
  });
};
