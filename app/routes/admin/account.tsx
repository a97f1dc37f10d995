import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/account";
import type { loader as adminLayoutLoader } from "./layout";
import { AdminPageHeader } from "~/components/admin/shell/admin-page-header";
import { PasswordChangeForm } from "~/components/admin/staff/password-change-form";

export const meta: Route.MetaFunction = () => [{ title: "Account | Admin Panel" }];

/** The signed-in user's own account (admins and editors alike): who they are, and a new password. */
export default function AccountScreen() {
  const user = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.user;
  return (
    <div className="grid max-w-2xl gap-6">
      <AdminPageHeader title="Account" description="Your own staff account." />
      {user && (
        <dl className="grid gap-4 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 text-sm shadow-sm sm:grid-cols-3">
          <div>
            <dt className="text-[var(--muted-foreground)]">Username</dt>
            <dd className="mt-1 font-medium break-all">{user.username}</dd>
          </div>
          <div>
            <dt className="text-[var(--muted-foreground)]">E-mail</dt>
            <dd className="mt-1 font-medium break-all">{user.email}</dd>
          </div>
          <div>
            <dt className="text-[var(--muted-foreground)]">Role</dt>
            <dd className="mt-1 font-medium capitalize">{user.role}</dd>
          </div>
        </dl>
      )}
      <section
        aria-labelledby="change-password-heading"
        className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      >
        <h2 id="change-password-heading" className="text-lg font-semibold">
          Change Password
        </h2>
        <p className="mt-1 mb-5 text-sm text-[var(--muted-foreground)]">
          Your other sessions are signed out; this browser stays signed in.
        </p>
        <PasswordChangeForm />
      </section>
    </div>
  );
}
