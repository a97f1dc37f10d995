import { useQueryClient } from "@tanstack/react-query";
import { DatabaseZap, Lightbulb, Trash2, TriangleAlert } from "lucide-react";
import type { Route } from "./+types/database";
import { adminOnlyLoader } from "./admin-only.server";
import { AdminForbidden } from "~/components/admin/shell/admin-forbidden";
import { AdminPageHeader } from "~/components/admin/shell/admin-page-header";
import { DatabaseActionCard } from "~/components/admin/staff/database/database-action-card";
import { useLastSeed } from "~/components/admin/staff/database/database-last-seed";
import { DatabaseSeedResult } from "~/components/admin/staff/database/database-seed-result";
import { useAdminMutation } from "~/components/admin/forms/use-admin-mutation";
import type { SeedCounts } from "~/schemas/staff/database";
import { apiRequest } from "~/lib/api-client";
import { DATABASE_CLEAR_PATH, DATABASE_SEED_PATH } from "~/components/admin/shell/api-paths";
import { refetchAfterWrite } from "~/lib/admin-query-client";

export const loader = (args: Route.LoaderArgs) => adminOnlyLoader(args);

export const meta: Route.MetaFunction = () => [{ title: "Database | Admin Panel" }];

const TIPS = [
  "Populate the demo data on a new installation to see how the website looks with content.",
  "Clear all data before entering your own catalogue, so that no demo product stays on the public site.",
  "Populating again resets the demo rows you edited to their demo values; rows you added stay.",
  "Clearing keeps the admin users, the uploaded files of the Media Library and the site settings.",
  "On a production server, back up the database before clearing it: clearing cannot be undone.",
];

/** docs/behaviour/admin-area.md §2 Database (admins only): populate or clear the demo data, each after a confirmation. */
function DatabaseScreen() {
  const queryClient = useQueryClient();
  const [lastSeed, rememberSeed] = useLastSeed();
  // docs/behaviour/admin-area.md §7: after clearing (and seeding) every cached read is refetched, not only some lists.
  const refetchEverything = () => refetchAfterWrite(queryClient);
  const seed = useAdminMutation({
    mutationFn: () => apiRequest<SeedCounts>("POST", DATABASE_SEED_PATH),
    refetch: [],
    success: "Demo data has been populated successfully!",
    failure: "Failed to seed database. Please try again.",
  });
  const clear = useAdminMutation({
    mutationFn: () => apiRequest("POST", DATABASE_CLEAR_PATH),
    refetch: [],
    success: "Database cleared successfully (admin users preserved)",
    failure: "Failed to clear database. Please try again.",
  });
  // The failure toast is the mutation's own; the dialog only waits for the call to end.
  const ignoreFailure = () => undefined;

  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Database" description="Populate the website with demo content, or remove all content." />
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>
          <strong className="font-semibold">Warning:</strong> these actions change the live website at once. Clearing deletes all content
          and inquiries and cannot be undone; admin users are always preserved.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <DatabaseActionCard
          icon={DatabaseZap}
          title="Populate Demo Data"
          description="Adds the demo content: 5 categories, 3 products, 2 solutions, 3 news articles, 3 resources, 4 hero slides, case studies, distributors and the company information. Nothing is duplicated when it is run again."
          pendingLabel="Populating..."
          confirmTitle="Populate demo data?"
          confirmDescription="The demo content will be added to the website. Demo rows that already exist are reset to their demo values."
          pending={seed.isPending}
          onConfirm={() =>
            seed.mutateAsync().then((counts) => {
              rememberSeed(counts);
              return refetchEverything();
            }, ignoreFailure)
          }
        />
        <DatabaseActionCard
          icon={Trash2}
          title="Clear All Data"
          description="Deletes all categories, products, solutions, case studies, resources, news articles, hero slides, distributors, company information and inquiries. Admin users are preserved."
          pendingLabel="Clearing..."
          confirmTitle="Clear all data?"
          confirmDescription="This will permanently delete all content and inquiries from the website. Admin users are preserved. This action cannot be undone."
          destructive
          pending={clear.isPending}
          onConfirm={() => clear.mutateAsync().then(refetchEverything, ignoreFailure)}
        />
      </div>
      <DatabaseSeedResult lastSeed={lastSeed} />
      <section aria-labelledby="database-tips-heading" className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
        <h2 id="database-tips-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Lightbulb className="size-5 text-[var(--accent)]" aria-hidden /> Tips
        </h2>
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm text-[var(--muted-foreground)]">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function DatabaseRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.allowed ? <DatabaseScreen /> : <AdminForbidden screen="Database" />;
}
