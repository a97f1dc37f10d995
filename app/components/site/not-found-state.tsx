import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** A missing item's page: its "… Not Found" heading, a line of text and the way back. */
export function NotFoundState({ title, text, backTo, backLabel }: { title: string; text: string; backTo: string; backLabel: string }) {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-7xl flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="text-[var(--muted-foreground)]">{text}</p>
      <Link to={backTo} className={buttonVariants({ variant: "secondary", className: "mt-4" })}>
        <ArrowLeft aria-hidden className="rtl:rotate-180" /> {backLabel}
      </Link>
    </main>
  );
}

/** A detail page's error boundary: its "… Not Found" state for a 404, any other error passed on. */
export function notFoundBoundary(state: Parameters<typeof NotFoundState>[0]) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundState {...state} />;
    throw error;
  };
}
