/**
 * A change made through the API, with docs/behaviour/admin-area.md §7 and §8's behaviour: on success the lists
 * it touches (and the dashboard counts) are refetched and the success toast shows; on failure
 * the screen's "Failed to ..." toast shows (titled Error), unless the spec gives that screen none.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "~/components/ui/toast";
import { DASHBOARD_STATS_PATH } from "../shell/api-paths";
import { refetchAfterWrite } from "~/lib/admin-query-client";

export function useAdminMutation<Variables, Result = unknown>({
  mutationFn,
  refetch,
  success,
  failure,
}: {
  mutationFn(variables: Variables): Promise<Result>;
  /** API paths whose cached reads are refetched after a success. */
  refetch: readonly string[];
  success: string | ((result: Result, variables: Variables) => string);
  failure?: string;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      toast({ title: typeof success === "function" ? success(result, variables) : success });
      await refetchAfterWrite(queryClient, [...refetch, DASHBOARD_STATS_PATH]);
    },
    onError: () => {
      if (failure) toast({ title: "Error", description: failure, variant: "destructive" });
    },
  });
}
