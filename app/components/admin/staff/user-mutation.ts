/**
 * A change to a staff account (Users screen): on success the users list is refetched and the
 * success toast shows; a refusal shows an Error toast saying what failed and the server's reason
 * (the last admin, deleting oneself, a name in use), then rejects so that a form can show it too.
 */
import { useToast } from "~/components/ui/toast";
import { failureWithReason } from "./user-api-errors";
import { useAdminMutation } from "../forms/use-admin-mutation";
import { USERS_PATH } from "../shell/api-paths";

export function useUserMutation<Variables>({
  mutationFn,
  success,
  failure,
}: {
  mutationFn(variables: Variables): Promise<unknown>;
  success: string;
  failure: string;
}) {
  const toast = useToast();
  const mutation = useAdminMutation({ mutationFn, refetch: [USERS_PATH], success });
  return {
    pending: mutation.isPending,
    run: (variables: Variables) =>
      mutation.mutateAsync(variables).catch((error: unknown) => {
        toast({ title: "Error", description: failureWithReason(failure, error), variant: "destructive" });
        throw error;
      }),
  };
}
