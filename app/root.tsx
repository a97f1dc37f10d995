import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ADMIN_DOCUMENT_SCRIPT, PUBLIC_DOCUMENT_SCRIPT } from "~/components/islands/document-script";
import { IslandScripts, PageIslands, PageIslandsProvider } from "~/components/islands/page-islands";
import { ToastProvider } from "~/components/ui/toast";
import { isAdminPath } from "~/lib/admin-area";
import { useCspNonce } from "~/lib/csp-nonce";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import { DEFAULT_LOCALE, localizedPath, splitLocalePath, textDirection } from "~/lib/i18n/locales";
import { pageCatalog } from "~/lib/i18n/page-catalog";
import { TranslationProvider, translationOf } from "~/lib/i18n/translation";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // With a precedence React sends the stylesheet at the top of <head>, before anything it hoists there.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
];

/**
 * The page's language, and its whole catalog for the admin area, an application in English that
 * reads it in the browser. A public page is rendered with the server's catalog and sends the
 * browser only its islands' texts (page-catalog.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { locale } = splitLocalePath(pathname);
  return { locale, catalog: isAdminPath(pathname) ? catalogFor(locale) : undefined, islandScripts: context.islandScripts };
}

/** The catalog is reloaded only when a navigation of the admin application changes the language (it never does). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? DEFAULT_LOCALE;
  // The admin area is a React Router application; every other page is a public page of islands (decision 043).
  const publicPage = !isAdminPath(useLocation().pathname);
  const [islands] = useState(() => new PageIslands(locale, pageCatalog({ locale, catalog: data?.catalog })));
  useEffect(() => {
    // Only the admin application runs React on the whole document: this says it has hydrated, and
    // its browser tests wait for it (tests/support/browser/site-test.ts). Public pages never need it.
    document.documentElement.dataset.hydrated = "";
  }, []);
  const head = (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: publicPage ? PUBLIC_DOCUMENT_SCRIPT : ADMIN_DOCUMENT_SCRIPT }} />
      <Meta />
      <Links />
    </head>
  );
  return (
    // The document script may add "dark" to <html> before the admin application hydrates it.
    <html lang={locale} dir={textDirection(locale)} suppressHydrationWarning>
      {head}
      {publicPage ? (
        <PageIslandsProvider islands={islands}>
          <body className="min-h-screen">
            {children}
            {data?.islandScripts && <IslandScripts {...data.islandScripts} />}
          </body>
        </PageIslandsProvider>
      ) : (
        <body className="min-h-screen">
          {children}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      )}
    </html>
  );
}

/** Every page in its language; the admin application also has its notification area (public pages: the toaster island). */
export default function App({ loaderData }: Route.ComponentProps) {
  const publicPage = !isAdminPath(useLocation().pathname);
  return (
    <TranslationProvider locale={loaderData.locale} catalog={pageCatalog(loaderData)}>
      {publicPage ? (
        <Outlet />
      ) : (
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      )}
    </TranslationProvider>
  );
}

/**
 * A page that failed on its way: 404, 503 while the database cannot be reached (entry.server.tsx),
 * or any other error, in the page's language (the admin area's: English).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale } = splitLocalePath(useLocation().pathname);
  const { t } = translationOf(locale, pageCatalog({ locale, catalog: useRouteLoaderData<typeof loader>("root")?.catalog }));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const outage = isRouteErrorResponse(error) && error.status === 503;
  return (
    <main className="mx-auto flex min-h-screen max-w-7xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-semibold">
        {notFound ? t("notFound.title") : outage ? t("errorPage.unavailableTitle") : t("errorPage.failedTitle")}
      </h1>
      {outage && <p>{t("errorPage.unavailableText")}</p>}
      <a href={localizedPath(locale, "/")} className="text-[var(--accent)] underline underline-offset-4">
        {t("notFound.back")}
      </a>
    </main>
  );
}
