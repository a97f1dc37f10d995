import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { BrandMark } from "~/components/site/shell/brand-mark";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { UserRole } from "~/lib/domain-values";
import { navigationFor } from "./admin-navigation";

function NavigationList({
  pathname,
  role,
  collapsed,
  onNavigate,
}: {
  pathname: string;
  role: UserRole;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Admin">
      <ul className="grid gap-1">
        {navigationFor(role).map(({ path, label, icon: Icon }) => {
          // docs/behaviour/admin-area.md §2: the active entry is the one whose path matches exactly.
          const active = pathname === path;
          return (
            <li key={path}>
              <Link
                to={path}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                title={collapsed ? label : undefined}
                className={cn(
                  "flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-[var(--ring)]",
                  active
                    ? "bg-[var(--muted)] text-[var(--accent)]"
                    : "text-[var(--muted-foreground)] hover:bg-[var(--muted)] hover:text-[var(--foreground)]",
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className={cn(collapsed && "sr-only")}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SidebarTitle({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to="/admin" className="flex items-center gap-2 px-1 font-semibold">
      <BrandMark className="size-7 shrink-0" />
      <span className={cn(collapsed && "sr-only")}>CMS Admin</span>
    </Link>
  );
}

/**
 * The admin sidebar (docs/behaviour/admin-area.md §2 and §9): 16rem wide, or collapsed to 3rem of icons; below
 * the medium breakpoint it is an 18rem sheet that closes when an entry is chosen. It lists the
 * entries the signed-in user's role may open.
 */
export function AdminSidebar({
  pathname,
  role,
  open,
  mobileOpen,
  onMobileOpenChange,
}: {
  pathname: string;
  role: UserRole;
  open: boolean;
  mobileOpen: boolean;
  onMobileOpenChange(open: boolean): void;
}) {
  return (
    <>
      <aside
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "sticky top-0 hidden h-screen shrink-0 flex-col gap-6 overflow-y-auto border-r border-[var(--border)] bg-[var(--card)] py-4 transition-[width] duration-200 md:flex motion-reduce:transition-none",
          open ? "w-64 px-3" : "w-12 px-1.5",
        )}
      >
        <SidebarTitle collapsed={!open} />
        <NavigationList pathname={pathname} role={role} collapsed={!open} />
      </aside>
      <Dialog.Root open={mobileOpen} onOpenChange={onMobileOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 md:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col gap-6 overflow-y-auto bg-[var(--card)] p-4 shadow-xl md:hidden">
            <div className="flex items-center justify-between">
              <Dialog.Title asChild>
                <div>
                  <SidebarTitle collapsed={false} />
                </div>
              </Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close menu">
                  <X aria-hidden />
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Admin navigation</Dialog.Description>
            <NavigationList pathname={pathname} role={role} collapsed={false} onNavigate={() => onMobileOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
