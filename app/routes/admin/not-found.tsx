import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page Not Found | Admin Panel" }];

/** Any admin address without a screen: a not-found page inside the admin shell. */
export default function AdminNotFound() {
  return (
    <div className="grid justify-items-start gap-3 py-16">
      <h1 className="text-2xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="text-[var(--muted-foreground)]">There is no admin screen at this address.</p>
      <Link to="/admin" className="text-sm font-medium text-[var(--link)] hover:underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
