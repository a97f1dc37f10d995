/**
 * The admin area's TanStack Query client, with admin-panel.md §7's contract: no retries, no
 * refetch on focus or on a timer, data never goes stale; a query's key is the API path it reads.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

const getByPath: QueryFunction = ({ queryKey }) => apiRequest("GET", String(queryKey[0]));

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getByPath, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
