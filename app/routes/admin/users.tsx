import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { Route } from "./+types/users";
import { adminOnlyLoader } from "./admin-only.server";
import { AdminForbidden } from "~/components/admin/shell/admin-forbidden";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { UserCreateDialog } from "~/components/admin/staff/user-create-dialog";
import { UserEditDialog } from "~/components/admin/staff/user-edit-dialog";
import { useUserMutation } from "~/components/admin/staff/user-mutation";
import { UserPasswordDialog } from "~/components/admin/staff/user-password-dialog";
import { TwoFactorPolicyCard } from "~/components/admin/staff/two-factor/two-factor-policy-card";
import { UserTable } from "~/components/admin/staff/user-table";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { UserRow } from "~/schemas/staff/user";
import { apiRequest } from "~/lib/api-client";
import { USERS_PATH } from "~/components/admin/shell/api-paths";

export const loader = (args: Route.LoaderArgs) => adminOnlyLoader(args);

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin Panel" }];

/**
 * The staff accounts (admins only, docs/decisions/011-sessions-and-roles.md): add one, change its
 * e-mail or role, reset its password, delete it. The server's refusals (the last admin, one's own
 * account) show in the error toast.
 */
function UsersScreen({ currentUserId }: { currentUserId: string }) {
  const list = useQuery<UserRow[]>({ queryKey: [USERS_PATH] });
  const [creating, setCreating] = useState(false);
  const editing = useEditorState<UserRow>();
  const resetting = useEditorState<UserRow>();
  const resettingTwoFactor = useEditorState<UserRow>();
  const deleting = useEditorState<UserRow>();
  const remove = useUserMutation({
    mutationFn: (user: UserRow) => apiRequest("DELETE", `${USERS_PATH}/${user.id}`),
    success: "User deleted successfully",
    failure: "Failed to delete user",
  });
  const resetTwoFactor = useUserMutation({
    mutationFn: (user: UserRow) => apiRequest("DELETE", `${USERS_PATH}/${user.id}/two-factor`),
    success: "Two-factor sign-in reset successfully",
    failure: "Failed to reset two-factor sign-in",
  });
  // The refusal's toast is the mutation's own; the question closes either way.
  const confirmDelete = (user: UserRow) => void remove.run(user).then(deleting.close, deleting.close);
  const confirmTwoFactorReset = (user: UserRow) => void resetTwoFactor.run(user).then(resettingTwoFactor.close, resettingTwoFactor.close);

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Users"
        description="The staff accounts that sign in here. Admins manage everything; editors manage content, media and inquiries."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> Add User
          </Button>
        }
      />
      <TwoFactorPolicyCard />
      <QueryError error={list.error} />
      <UserTable
        users={list.data}
        currentUserId={currentUserId}
        onEdit={editing.openEdit}
        onResetPassword={resetting.openEdit}
        onResetTwoFactor={resettingTwoFactor.openEdit}
        onDelete={deleting.openEdit}
      />
      <UserCreateDialog open={creating} onClose={() => setCreating(false)} />
      <UserEditDialog open={editing.open} user={editing.item} isSelf={editing.item?.id === currentUserId} onClose={editing.close} />
      <UserPasswordDialog open={resetting.open} user={resetting.item} onClose={resetting.close} />
      <ConfirmDialog
        open={resettingTwoFactor.open}
        onOpenChange={(open) => !open && resettingTwoFactor.close()}
        title="Reset Two-Factor Sign-In"
        description={`Reset the second factor of "${resettingTwoFactor.item?.username ?? ""}"? Their authenticator app and recovery codes stop working and they are signed out; they sign in with their password and, if the sign-in policy requires it, set up two-factor sign-in again.`}
        confirmLabel="Reset"
        destructive
        pending={resetTwoFactor.pending}
        onConfirm={() => resettingTwoFactor.item && confirmTwoFactorReset(resettingTwoFactor.item)}
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={(open) => !open && deleting.close()}
        title="Delete User"
        description={`Are you sure you want to delete "${deleting.item?.username ?? ""}"? They will no longer be able to sign in. This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        pending={remove.pending}
        onConfirm={() => deleting.item && confirmDelete(deleting.item)}
      />
    </div>
  );
}

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.allowed ? <UsersScreen currentUserId={loaderData.userId} /> : <AdminForbidden screen="Users" />;
}
