/**
 * The loader of the admin-only screens (Database, Users): docs/decisions/011-sessions-and-roles.md
 * keeps seeding, clearing and user management for the admin role. The role is checked on the
 * server before anything is sent, so an editor gets a 403 "Admins only" page, never a glimpse of
 * the screen.
 */
import { data, redirect } from "react-router";
import type { AppContext } from "~/lib/server/app-context.server";
import { currentUser } from "~/services/staff/auth.server";

export async function adminOnlyLoader({ request, context }: { request: Request; context: Pick<AppContext, "db"> }) {
  const user = await currentUser(context.db, request);
  if (!user) throw redirect("/admin/login");
  if (user.role !== "admin") return data({ allowed: false as const }, { status: 403 });
  return { allowed: true as const, userId: user.id };
}
