import { QueryClientProvider } from "@tanstack/react-query";
import { LogOut, Menu, PanelLeft, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, Outlet, redirect, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/layout";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "~/components/admin/shell/admin-navigation";
import { AdminSidebar } from "~/components/admin/shell/admin-sidebar";
import { ThemeToggle } from "~/components/site/shell/theme-toggle";
import { Button, buttonVariants } from "~/components/ui/button";
import { createAdminQueryClient } from "~/lib/admin-query-client";
import { apiRequest } from "~/lib/api-client";
import { mustEnrolSecondFactor } from "~/lib/two-factor-values";
import { currentUser } from "~/services/staff/auth.server";
import { SIGN_OUT_PATH } from "~/components/admin/shell/api-paths";

/** Where a member the sign-in policy requires a second factor of, who has none, turns it on (decision 064). */
const ENROLMENT_SCREEN = "/admin/account";

/**
 * Signed-out visitors go to the login screen before any of the admin shell is sent; a member who
 * must enrol a second factor goes to their Account screen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(context.db, request);
  if (!user) throw redirect("/admin/login");
  if (mustEnrolSecondFactor(user) && new URL(request.url).pathname !== ENROLMENT_SCREEN) throw redirect(ENROLMENT_SCREEN);
  const sidebarCookie = /(?:^|;\s*)sidebar_state=(true|false)/.exec(request.headers.get("cookie") ?? "")?.[1];
  return { user, sidebarOpen: sidebarCookie !== "false" };
}

export const meta: Route.MetaFunction = () => [{ title: "Admin Panel" }, { name: "robots", content: "noindex" }];

function rememberSidebar(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  // Set while signing out here: the 401s that follow are expected, not news of a lost session.
  const signingOut = useRef(false);
  // A 401 from any call: the session ended (signed out elsewhere, expired, password reset).
  const [queryClient] = useState(() =>
    createAdminQueryClient(() => {
      if (!signingOut.current) window.location.assign("/admin/login");
    }),
  );
  const [sidebarOpen, setSidebarOpen] = useState(loaderData.sidebarOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const toggleSidebar = () =>
    setSidebarOpen((open) => {
      rememberSidebar(!open);
      return !open;
    });

  // docs/behaviour/admin-area.md §2: Ctrl+B (Cmd+B on a Mac) opens and closes the sidebar.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        if (window.matchMedia("(min-width: 768px)").matches) toggleSidebar();
        else setMobileOpen((open) => !open);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const signOut = async () => {
    signingOut.current = true;
    // Reads still in flight would answer 401 once the session is gone: stop them first. The
    // query client and its data go with this layout when the login screen replaces it.
    await queryClient.cancelQueries();
    await apiRequest("POST", SIGN_OUT_PATH).catch(() => undefined);
    await navigate("/admin/login");
  };

  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen bg-[var(--muted)]/40">
        <AdminSidebar pathname={pathname} role={user.role} open={sidebarOpen} mobileOpen={mobileOpen} onMobileOpenChange={setMobileOpen} />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-[var(--border)] bg-[var(--background)] px-4">
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" onClick={() => setMobileOpen(true)}>
              <Menu aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="hidden md:inline-flex"
              aria-label={sidebarOpen ? "Collapse sidebar" : "Expand sidebar"}
              aria-expanded={sidebarOpen}
              title="Toggle sidebar (Ctrl+B)"
              onClick={toggleSidebar}
            >
              <PanelLeft aria-hidden />
            </Button>
            <p className="truncate font-semibold whitespace-nowrap">Admin Panel</p>
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <span className="hidden text-sm text-[var(--muted-foreground)] sm:inline">
                {user.username} <span className="capitalize">({user.role})</span>
              </span>
              <Link
                to="/admin/account"
                aria-current={pathname === "/admin/account" ? "page" : undefined}
                className={buttonVariants({ variant: "ghost", size: "sm", className: "px-2 sm:px-3" })}
              >
                <UserRound aria-hidden />
                <span className="sr-only sm:not-sr-only">Account</span>
              </Link>
              <ThemeToggle />
              <Button variant="secondary" size="sm" onClick={signOut}>
                <LogOut aria-hidden /> Sign out
              </Button>
            </div>
          </header>
          <main className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6 lg:p-8">
            {/* Moving within the admin area does not ask the server again: the same rule, in the browser. */}
            {mustEnrolSecondFactor(user) && pathname !== ENROLMENT_SCREEN ? <Navigate to={ENROLMENT_SCREEN} replace /> : <Outlet />}
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}
