import type { ParseKeys } from "i18next";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Link } from "./localized-link";

type NotFoundTexts = { title: ParseKeys; text: ParseKeys; backTo: string; backLabel: ParseKeys };

/** A missing item's page: its "… Not Found" heading, a line of text and the way back (catalog keys). */
export function NotFoundState({ title, text, backTo, backLabel }: NotFoundTexts) {
  const { t } = useTranslation();
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

/** The texts of the site's "404 Page Not Found". */
export const PAGE_NOT_FOUND: NotFoundTexts = { title: "notFound.title", text: "notFound.text", backTo: "/", backLabel: "notFound.back" };

/** The site's "404 Page Not Found". */
export function PageNotFound() {
  return <NotFoundState {...PAGE_NOT_FOUND} />;
}

/** A detail page's error boundary: its "… Not Found" state for a 404, any other error passed on. */
export function notFoundBoundary(texts: NotFoundTexts) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundState {...texts} />;
    throw error;
  };
}
