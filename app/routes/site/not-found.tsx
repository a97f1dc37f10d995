import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundState } from "~/components/site/not-found-state";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "404 Page Not Found" }];

export default function NotFound() {
  return (
    <NotFoundState
      title="404 Page Not Found"
      text="The page you're looking for doesn't exist or has moved."
      backTo="/"
      backLabel="Back to Home"
    />
  );
}
