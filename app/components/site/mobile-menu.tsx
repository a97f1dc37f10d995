import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { GET_QUOTE_PATH, isNavigationItemActive, NAVIGATION } from "./navigation";

/** The navigation below the large breakpoint: a sheet that closes when a link is chosen. */
export function MobileMenu({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xs flex-col gap-6 overflow-y-auto bg-[var(--background)] p-6 shadow-xl lg:hidden">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-semibold">{companyName}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Main">
            <ul className="grid gap-1">
              {NAVIGATION.map((item) => (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    aria-current={isNavigationItemActive(item.path, pathname) ? "page" : undefined}
                    onClick={close}
                    className={cn(
                      "block rounded-md px-3 py-2 font-medium",
                      isNavigationItemActive(item.path, pathname) ? "bg-[var(--muted)] text-[var(--accent)]" : "hover:bg-[var(--muted)]",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Button asChild size="lg">
            <Link to={GET_QUOTE_PATH} onClick={close}>
              Get Quote
            </Link>
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
