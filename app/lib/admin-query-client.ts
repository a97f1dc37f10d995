/**
 * The admin area's TanStack Query client, with docs/behaviour/admin-area.md §7's contract: no retries, no
 * refetch on focus or on a timer, data never goes stale; a query's key is the API path it reads.
 * A 401 from any read or change means the session has ended: `onSignedOut` takes the user to
 * the login screen instead of leaving an error on a screen they can no longer use.
 * After a change, `refetchAfterWrite` reads its lists again.
 */
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, apiRequest } from "./api-client";

const getByPath: QueryFunction = ({ queryKey }) => apiRequest("GET", String(queryKey[0]));

export function createAdminQueryClient(onSignedOut: () => void): QueryClient {
  const signedOutOn401 = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) onSignedOut();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: signedOutOn401 }),
    mutationCache: new MutationCache({ onError: signedOutOn401 }),
    defaultOptions: {
      queries: { queryFn: getByPath, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Reads the lists under `paths` (every one when none is given) again after a change. Reads in
 * flight are cancelled first: a list's first read may have left before the change committed, and
 * TanStack Query would hand that read's answer to the refetch (it cancels only a query that
 * already has data), leaving the list as it was before the change for good (data never goes stale).
 */
export async function refetchAfterWrite(queryClient: QueryClient, paths?: readonly string[]): Promise<void> {
  const filters = paths ? paths.map((path) => ({ queryKey: [path] })) : [{}];
  await Promise.all(filters.map((filter) => queryClient.cancelQueries(filter)));
  await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
}
