import { useEffect, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ToastProvider } from "~/components/ui/toast";
import { useCspNonce } from "~/lib/csp-nonce";
import type { CatalogPath } from "~/lib/i18n/catalog-sections";
import { catalogFor, translationsFor } from "~/lib/i18n/catalogs.server";
import { createI18n } from "~/lib/i18n/create-i18n";
import { DEFAULT_LOCALE, splitLocalePath, textDirection } from "~/lib/i18n/locales";
import { addRouteTranslations, type RouteTranslations } from "~/lib/i18n/route-translations";
import { APPLY_STORED_THEME_SCRIPT } from "~/lib/theme";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // With a precedence React sends the stylesheet at the top of <head>, before the script preloads
  // it hoists there; without one it came after all of them, and a slow link loaded it last.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

/** The texts the root itself shows (the toasts'); the site layout and each page send their own (decision 039). */
export const CATALOG_SECTIONS = ["common"] satisfies CatalogPath[];

/** The admin area (English) gets the whole catalog: it is neither cached nor weighed. */
const inAdminArea = (path: string) => path === "/admin" || path.startsWith("/admin/");

/** The page's language comes from its address, and with it the root's texts (the admin area's, there). */
export function loader({ request }: Route.LoaderArgs) {
  const { locale, path } = splitLocalePath(new URL(request.url).pathname);
  const translations: RouteTranslations = inAdminArea(path)
    ? { locale, texts: catalogFor(locale) }
    : translationsFor(locale, CATALOG_SECTIONS);
  return { locale, translations };
}

/** Which texts the root sends for an address: the admin area's, or the site's in a language. */
const rootTextsOf = (url: URL) => {
  const { locale, path } = splitLocalePath(url.pathname);
  return inAdminArea(path) ? "admin" : locale;
};

/** The root's texts are reloaded only when a navigation changes the language or enters or leaves the admin area. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return rootTextsOf(currentUrl) !== rootTextsOf(nextUrl);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  const locale = useRouteLoaderData<typeof loader>("root")?.locale ?? DEFAULT_LOCALE;
  useEffect(() => {
    // Says that React has hydrated the page: its buttons have handlers from now on. The browser
    // tests wait for it before they click (tests/support/hydrated-page.ts).
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    // The theme script may add "dark" to <html> before React hydrates it.
    <html lang={locale} dir={textDirection(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: APPLY_STORED_THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * One i18next instance per language, holding the texts of every route matched so far: each route
 * sends its sections with its loader data, and they are added here, before the routes below
 * render. One notification area for the whole app, so a toast outlives the page that raised it.
 */
export default function App({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const matches = useMatches();
  const i18n = useMemo(() => createI18n(locale, {}), [locale]);
  addRouteTranslations(
    i18n,
    matches.map((match) => match.loaderData),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </I18nextProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-7xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? "404 Page Not Found" : "Something went wrong"}</h1>
      <a href="/" className="text-[var(--accent)] underline underline-offset-4">
        Back to home
      </a>
    </main>
  );
}
