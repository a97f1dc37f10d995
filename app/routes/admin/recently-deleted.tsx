/**
 * Recently deleted (decision 062): what staff deleted in the last 30 days, newest first. Staff
 * restore an item (with what its delete took along); admins purge one for good. The server purges
 * what is older than 30 days.
 */
import { useQuery } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/recently-deleted";
import type { loader as adminLayoutLoader } from "./layout";
import { useAdminMutation } from "~/components/admin/forms/use-admin-mutation";
import { restoreFailure } from "~/components/admin/history/history-format";
import { RecentlyDeletedTable } from "~/components/admin/history/recently-deleted-table";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import {
  CASE_STUDIES_PATH,
  CATEGORIES_PATH,
  COMPANY_INFO_PATH,
  DISTRIBUTORS_PATH,
  HERO_SLIDES_PATH,
  NEWS_PATH,
  PRODUCTS_PATH,
  RECENTLY_DELETED_PATH,
  RESOURCES_PATH,
  SOLUTIONS_PATH,
} from "~/components/admin/shell/api-paths";
import { apiRequest } from "~/lib/api-client";
import type { DeletedItemRow } from "~/schemas/staff/history";

export const meta: Route.MetaFunction = () => [{ title: "Recently Deleted | Admin Panel" }];

/** Every list a restored item (and what came back with it) shows in. */
const CONTENT_LISTS = [
  PRODUCTS_PATH,
  CATEGORIES_PATH,
  SOLUTIONS_PATH,
  NEWS_PATH,
  CASE_STUDIES_PATH,
  RESOURCES_PATH,
  HERO_SLIDES_PATH,
  DISTRIBUTORS_PATH,
  COMPANY_INFO_PATH,
];

export default function RecentlyDeletedScreen() {
  const role = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.user.role;
  const list = useQuery<DeletedItemRow[]>({ queryKey: [RECENTLY_DELETED_PATH] });
  const restore = useAdminMutation({
    mutationFn: (row: DeletedItemRow) => apiRequest("POST", `${RECENTLY_DELETED_PATH}/${row.id}/restore`),
    refetch: [RECENTLY_DELETED_PATH, ...CONTENT_LISTS],
    success: (_result, row) => `"${row.label}" restored`,
  });
  const purge = useAdminMutation({
    mutationFn: (row: DeletedItemRow) => apiRequest("DELETE", `${RECENTLY_DELETED_PATH}/${row.id}`),
    refetch: [RECENTLY_DELETED_PATH],
    success: (_result, row) => `"${row.label}" purged`,
  });
  const failed = restore.error ?? purge.error;
  const failedEntry = restore.error ? restore.variables : purge.variables;

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Recently Deleted"
        description="Deleted products, categories, solutions, articles, case studies, resources, hero slides and distributors wait here for 30 days. Restoring one brings it back with its address and history; a category comes back with its products."
      />
      <QueryError error={list.error} />
      {failed && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {restore.error ? `"${restore.variables?.label}" cannot be restored: ` : "Purge failed: "}
          {failedEntry && restoreFailure(failedEntry.kind, failed)}
        </p>
      )}
      <RecentlyDeletedTable
        rows={list.data ?? []}
        loading={list.isPending}
        canPurge={role === "admin"}
        busy={restore.isPending || purge.isPending}
        onRestore={(row) => restore.mutate(row)}
        onPurge={(row) => purge.mutate(row)}
      />
    </div>
  );
}
