import { Outlet, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { ChatButton } from "~/components/site/chat-button";
import { pageSkeletonFor } from "~/components/site/page-skeleton";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { SiteSettingsContext } from "~/components/site/site-settings-context";
import { getSiteSettings } from "~/services/site-settings.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getSiteSettings(context.db) };
}

/** The company details change rarely: reload them after a form is sent, not on every link. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

/** Every public page: header, main area, footer and the floating chat button. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  // While another page loads, show its skeleton; a new search on the same page keeps the page.
  const pending =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname
      ? pageSkeletonFor(navigation.location.pathname)
      : null;
  return (
    <SiteSettingsContext.Provider value={settings}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-[var(--primary)] px-4 py-2 text-[var(--primary-foreground)] focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader companyName={settings.companyName} />
        <div id="main" className="flex-1">
          {pending ?? <Outlet />}
        </div>
        <SiteFooter settings={settings} />
      </div>
      <ChatButton chatPhone={settings.chatPhone} />
    </SiteSettingsContext.Provider>
  );
}
