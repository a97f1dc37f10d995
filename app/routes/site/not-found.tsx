import { data } from "react-router";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "404 Page Not Found" }];

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-7xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-semibold">404 Page Not Found</h1>
      <a href="/" className="text-[var(--accent)] underline underline-offset-4">
        Back to home
      </a>
    </main>
  );
}
