import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";

/**
 * What an editor sees on an admin-only screen (Database, Users), inside the admin shell:
 * docs/decisions/011-sessions-and-roles.md keeps those screens for the admin role.
 */
export function AdminForbidden({ screen }: { screen: string }) {
  return (
    <div className="grid justify-items-start gap-3 py-16">
      <ShieldAlert className="size-10 text-[var(--muted-foreground)]" aria-hidden />
      <h1 className="text-2xl font-semibold tracking-tight">Admins only</h1>
      <p className="max-w-prose text-[var(--muted-foreground)]">
        The {screen} screen is for administrators. Your account is an editor account: you can manage the website's content, media and
        inquiries. Ask an administrator if you need this screen.
      </p>
      <Link to="/admin" className="text-sm font-medium text-[var(--link)] hover:underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
