/**
 * The banner over a product, solution or article page that the public cannot see yet: only
 * signed-in staff reach it, to preview a draft or a scheduled item (decision 031). Staff-only, so
 * in English like the admin area.
 */
import { EyeOff } from "lucide-react";
import type { UnpublishedState } from "~/lib/domain-values";

const whenLive = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date) + " UTC";

export function UnpublishedBanner({ state, editPath }: { state: UnpublishedState | null; editPath: string }) {
  if (!state) return null;
  const heading = state.status === "draft" ? "Draft — not public" : "Scheduled — not public yet";
  const detail =
    state.status === "draft"
      ? "Visitors get “not found” at this address until the item is published."
      : `It goes live ${state.goesLiveAt ? whenLive(state.goesLiveAt) : "at its publish time"}; until then visitors get “not found”.`;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-6 lg:px-8">
        <EyeOff className="size-4 shrink-0" aria-hidden />
        <strong className="font-semibold">{heading}</strong>
        {/* On a phone the explanation takes a line of its own below; from the small breakpoint on it sits between. */}
        <a href={editPath} className="ms-auto font-medium underline underline-offset-2 sm:order-last">
          Edit in admin
        </a>
        <span className="basis-full sm:basis-0 sm:flex-1">{detail} You see it because you are signed in.</span>
      </div>
    </div>
  );
}
