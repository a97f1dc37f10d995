import { useRevalidator, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/account";
import type { loader as adminLayoutLoader } from "./layout";
import { AdminPageHeader } from "~/components/admin/shell/admin-page-header";
import { PasswordChangeForm } from "~/components/admin/staff/password-change-form";
import { TwoFactorSection } from "~/components/admin/staff/two-factor/two-factor-section";
import { mustEnrolSecondFactor } from "~/lib/two-factor-values";

export const meta: Route.MetaFunction = () => [{ title: "Account | Admin Panel" }];

/**
 * The signed-in user's own account (admins and editors alike): who they are, a new password, and
 * two-factor sign-in. A member the sign-in policy requires a second factor of, who has none, is
 * kept on this screen until they turn it on (the admin layout).
 */
export default function AccountScreen() {
  const user = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.user;
  // The layout's user says whether the policy still waits for a second factor: read it again after a change.
  const revalidator = useRevalidator();
  const mustEnrol = user !== undefined && mustEnrolSecondFactor(user);
  const twoFactor = (
    <section
      key="two-factor"
      aria-labelledby="two-factor-heading"
      className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
    >
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        Two-Factor Sign-In
      </h2>
      <p className="mt-1 mb-5 text-sm text-[var(--muted-foreground)]">
        A code from an authenticator app on your phone, asked after your password at each sign-in.
      </p>
      <TwoFactorSection onTurnedOnOrOff={() => void revalidator.revalidate()} />
    </section>
  );
  return (
    <div className="grid max-w-2xl gap-6">
      <AdminPageHeader title="Account" description="Your own staff account." />
      {mustEnrol && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          Two-factor sign-in is required for your account. Turn it on below to continue to the admin area.
        </p>
      )}
      {/* A member who must turn it on finds it first, the others after their password; the key keeps its state (the recovery codes shown once) when it moves. */}
      {mustEnrol && twoFactor}
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
      {!mustEnrol && twoFactor}
    </div>
  );
}
