/**
 * The admin area's TanStack Query client, with docs/behaviour/admin-area.md §7's contract: no retries, no
 * refetch on focus or on a timer, data never goes stale; a query's key is the API path it reads.
 * A 401 from any read or change means the session has ended: `onSignedOut` takes the user to
 * the login screen instead of leaving an error on a screen they can no longer use.
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
