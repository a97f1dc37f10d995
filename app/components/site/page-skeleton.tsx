import { Skeleton } from "~/components/ui/skeleton";
import { CardSkeletons } from "./card-skeletons";

/**
 * What a visitor sees while a client-side navigation loads the next page: the skeleton cards of
 * public-site.md §9 for the list pages (3 and 4 on the home page, 8 in the catalogue, 6 for
 * solutions, news and resources). Pages are rendered on the server with their data, so first
 * visits, crawlers and visitors without JavaScript always get the content itself.
 */
const LIST_SKELETONS: Record<string, { count: number; grid: string }[]> = {
  "/": [
    { count: 3, grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3" },
    { count: 4, grid: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4" },
  ],
  "/products": [{ count: 8, grid: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" }],
  "/solutions": [{ count: 6, grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3" }],
  "/news": [{ count: 6, grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3" }],
  "/support": [{ count: 6, grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3" }],
  "/resources": [{ count: 6, grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3" }],
};

/** The skeleton of the page at `pathname`, or null to keep showing the current page. */
export function pageSkeletonFor(pathname: string) {
  const lists = LIST_SKELETONS[pathname.replace(/\/$/, "") || "/"];
  if (!lists) return null;
  return (
    <main aria-busy="true">
      <div className="bg-navy-950">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <Skeleton className="h-10 w-1/2 bg-white/10" />
          <Skeleton className="mt-4 h-5 w-2/3 bg-white/10" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:px-8">
        {lists.map((list, index) => (
          <CardSkeletons key={index} count={list.count} className={list.grid} />
        ))}
      </div>
    </main>
  );
}
