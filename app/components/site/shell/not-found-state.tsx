import type { TextKey } from "~/lib/i18n/translator";
import { ArrowLeft } from "lucide-react";
import { useT } from "~/lib/i18n/translation";
import { isRouteErrorResponse } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Link } from "./localized-link";

type NotFoundTexts = { title: TextKey; text: TextKey; backTo: string; backLabel: TextKey };

/** A missing item's page: its "… Not Found" heading, a line of text and the way back (catalog keys). */
export function NotFoundState({ title, text, backTo, backLabel }: NotFoundTexts) {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-7xl flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{t(title)}</h1>
      <p className="text-[var(--muted-foreground)]">{t(text)}</p>
      <Link to={backTo} className={buttonVariants({ variant: "secondary", className: "mt-4" })}>
        <ArrowLeft aria-hidden className="rtl:rotate-180" /> {t(backLabel)}
      </Link>
    </main>
  );
}

/**
 * The site's "404 Page Not Found" and each detail page's "… Not Found". A page shows one when its
 * loader failed, and so without the texts that loader sends: the site layout sends these.
 */
export const NOT_FOUND = {
  page: { title: "notFound.title", text: "notFound.text", backTo: "/", backLabel: "notFound.back" },
  product: { title: "product.notFound", text: "product.notFoundText", backTo: "/products", backLabel: "product.back" },
  solution: { title: "solution.notFound", text: "solution.notFoundText", backTo: "/solutions", backLabel: "solution.back" },
  article: { title: "article.notFound", text: "article.notFoundText", backTo: "/news", backLabel: "article.back" },
  download: { title: "download.notFound", text: "download.notFoundText", backTo: "/support", backLabel: "download.back" },
  advisory: { title: "security.notFound", text: "security.notFoundText", backTo: "/security", backLabel: "security.back" },
} as const satisfies Record<string, NotFoundTexts>;

/** The site's "404 Page Not Found". */
export function PageNotFound() {
  return <NotFoundState {...NOT_FOUND.page} />;
}

/** A detail page's error boundary: its "… Not Found" state for a 404, any other error passed on. */
export function notFoundBoundary(texts: NotFoundTexts) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundState {...texts} />;
    throw error;
  };
}
