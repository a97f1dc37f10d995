import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { Route } from "./+types/resources";
import { AdminPageHeader, QueryError } from "~/components/admin/admin-page-header";
import { AdminTable, Cell, HeaderCell, TableBody, TableHead } from "~/components/admin/admin-table";
import { RESOURCES_PATH, ResourceFormDialog } from "~/components/admin/resource-form-dialog";
import { RowActions, TableRows } from "~/components/admin/admin-table-rows";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useEditorState } from "~/components/admin/use-editor-state";
import { RESOURCE_TYPE_DISPLAY } from "~/components/site/resource-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { ResourceRow } from "~/db/api-rows";
import { apiRequest } from "~/lib/api-client";

export const meta: Route.MetaFunction = () => [{ title: "Resources | Admin Panel" }];

const COLUMNS = 5;

/**
 * admin-panel.md §2 Resources: title, type, version, platform and actions. Delete is immediate,
 * and a failure shows above the table rather than as a toast (§8).
 */
export default function ResourcesScreen() {
  const { t } = useTranslation();
  const list = useQuery<ResourceRow[]>({ queryKey: [RESOURCES_PATH] });
  const editor = useEditorState<ResourceRow>();
  const remove = useAdminMutation({
    mutationFn: (resource: ResourceRow) => apiRequest("DELETE", `${RESOURCES_PATH}/${resource.id}`),
    refetch: [RESOURCES_PATH],
    success: "Resource deleted successfully",
  });
  const rows = list.data ?? [];
  const dash = <span className="text-[var(--muted-foreground)]">—</span>;

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Resources"
        description="Software, firmware, SDKs, tutorials and documentation on the Support & Downloads page."
        actions={
          <Button onClick={editor.openCreate}>
            <Plus aria-hidden /> Add Resource
          </Button>
        }
      />
      <QueryError error={list.error} />
      <QueryError error={remove.error} />
      <AdminTable label="Resources">
        <TableHead>
          <HeaderCell>Title</HeaderCell>
          <HeaderCell>Type</HeaderCell>
          <HeaderCell>Version</HeaderCell>
          <HeaderCell>Platform</HeaderCell>
          <HeaderCell className="w-28 text-right">Actions</HeaderCell>
        </TableHead>
        <TableBody>
          <TableRows
            columns={COLUMNS}
            pending={list.isPending}
            count={rows.length}
            emptyText="No resources yet"
            addFirstLabel="Add Your First Resource"
            onAdd={editor.openCreate}
          >
            {rows.map((resource) => (
              <tr key={resource.id}>
                <Cell className="font-medium">{resource.title}</Cell>
                <Cell>
                  <Badge>{t(RESOURCE_TYPE_DISPLAY[resource.type].label)}</Badge>
                </Cell>
                <Cell className="tabular-nums">{resource.version ?? dash}</Cell>
                <Cell>{resource.platform ?? dash}</Cell>
                <RowActions
                  name={resource.title}
                  deleting={remove.isPending}
                  onEdit={() => editor.openEdit(resource)}
                  onDelete={() => remove.mutate(resource)}
                />
              </tr>
            ))}
          </TableRows>
        </TableBody>
      </AdminTable>
      <ResourceFormDialog open={editor.open} resource={editor.item} onClose={editor.close} />
    </div>
  );
}
