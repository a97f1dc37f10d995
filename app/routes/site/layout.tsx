import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ChatButton } from "~/components/site/chat-button";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { ToastProvider } from "~/components/ui/toast";
import { getSiteSettings } from "~/services/site-settings.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getSiteSettings(context.db) };
}

/** Every public page: header, main area, footer and the floating chat button. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <ToastProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-[var(--primary)] px-4 py-2 text-[var(--primary-foreground)] focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader companyName={settings.companyName} />
        <div id="main" className="flex-1">
          <Outlet />
        </div>
        <SiteFooter settings={settings} />
      </div>
      <ChatButton chatPhone={settings.chatPhone} />
    </ToastProvider>
  );
}
