/**
 * The activity log (admins only, decision 032): who created, changed or deleted what and when,
 * newest first, filtered by staff member, kind, action, days and item (kept in the address),
 * 25 a page.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Route } from "./+types/activity";
import { adminOnlyLoader } from "./admin-only.server";
import { ActivityFilterBar, NO_ACTIVITY_FILTERS } from "~/components/admin/staff/activity/activity-filters";
import { ActivityTable } from "~/components/admin/staff/activity/activity-table";
import { AdminForbidden } from "~/components/admin/shell/admin-forbidden";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import { ACTIVITY_PATH, USERS_PATH } from "~/components/admin/shell/api-paths";
import { ALL } from "~/components/admin/lists/filter-select";
import { TablePagination } from "~/components/admin/lists/table-pagination";
import { useOffsetWithinTotal } from "~/components/admin/lists/use-offset-within-total";
import { useUrlListState } from "~/components/admin/lists/use-url-list-state";
import type { ActivityRow } from "~/schemas/staff/activity";
import type { UserRow } from "~/schemas/staff/user";
import { apiList } from "~/lib/api-client";

export const loader = (args: Route.LoaderArgs) => adminOnlyLoader(args);

export const meta: Route.MetaFunction = () => [{ title: "Activity | Admin Panel" }];

const PAGE_SIZE = 25;
const filterParam = (value: string) => (value === ALL || value === "" ? undefined : value);

function ActivityScreen() {
  const { values, offset, update } = useUrlListState(NO_ACTIVITY_FILTERS);
  const filters = {
    user: filterParam(values.user),
    kind: filterParam(values.kind),
    action: filterParam(values.action),
    item: filterParam(values.item),
    from: filterParam(values.from),
    to: filterParam(values.to),
  };
  const params = { ...filters, limit: PAGE_SIZE, offset };
  const list = useQuery({ queryKey: [ACTIVITY_PATH, params], queryFn: () => apiList<ActivityRow>(ACTIVITY_PATH, params) });
  const users = useQuery<UserRow[]>({ queryKey: [USERS_PATH] });
  // The label of the item picked in the table; after a reload the entries themselves name it.
  const [picked, setPicked] = useState<ActivityRow | null>(null);
  const itemLabel = picked?.itemId === values.item ? picked.itemLabel : list.data?.items[0]?.itemLabel;
  const filtered = Object.values(filters).some((value) => value !== undefined);

  useOffsetWithinTotal(offset, PAGE_SIZE, list.data?.total, (next) => update({ offset: next }));

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Activity"
        description="Who created, changed or deleted what, and when: every change made in the admin area, newest first. Open an entry's changes to see each field before and after."
      />
      <ActivityFilterBar filters={values} users={users.data ?? []} itemLabel={itemLabel ?? undefined} onChange={update} />
      <QueryError error={list.error} />
      <ActivityTable
        rows={list.data?.items ?? []}
        loading={list.isPending}
        filtered={filtered}
        onShowItem={(entry) => {
          setPicked(entry);
          update({ item: entry.itemId ?? "" });
        }}
      />
      {list.data && (
        <TablePagination
          offset={offset}
          limit={PAGE_SIZE}
          total={list.data.total}
          noun="entries"
          onOffsetChange={(next) => update({ offset: next })}
        />
      )}
    </div>
  );
}

export default function ActivityRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.allowed ? <ActivityScreen /> : <AdminForbidden screen="Activity" />;
}
