import { useState } from "react";
import { useT } from "~/lib/i18n/translation";
import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import type { Route } from "./+types/resources";
import { Cell } from "~/components/admin/lists/admin-table";
import { RowActions } from "~/components/admin/lists/admin-table-rows";
import { EntityListScreen, useEntityDelete } from "~/components/admin/lists/entity-list-screen";
import { ResourceFormDialog } from "~/components/admin/content/resources/resource-form-dialog";
import { ResourceVersionsDialog } from "~/components/admin/content/resources/resource-versions-dialog";
import { Button } from "~/components/ui/button";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { RESOURCE_TYPE_DISPLAY } from "~/components/site/downloads/resource-card";
import { Badge } from "~/components/ui/badge";
import type { ResourceRow } from "~/schemas/content/resource";
import { RESOURCES_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Resources | Admin Panel" }];

const HEADINGS = [{ label: "Title" }, { label: "Type" }, { label: "Version" }, { label: "Platform" }];

const dash = <span className="text-[var(--muted-foreground)]">—</span>;

/**
 * docs/behaviour/admin-area.md §2 Resources: title, type, version, platform and actions. Delete is immediate,
 * and a failure shows above the table rather than as a toast (§8). The Versions button opens the
 * resource's version history (decision 034).
 */
export default function ResourcesScreen() {
  const t = useT();
  const list = useQuery<ResourceRow[]>({ queryKey: [RESOURCES_PATH] });
  const editor = useEditorState<ResourceRow>();
  const remove = useEntityDelete<ResourceRow>({ path: RESOURCES_PATH, success: "Resource deleted successfully" });
  const [versionsOf, setVersionsOf] = useState<ResourceRow | null>(null);

  return (
    <EntityListScreen
      name="Resource"
      title="Resources"
      description="Software, firmware, SDKs, tutorials and documentation on the Support & Downloads page."
      list={list}
      error={list.error ?? remove.error}
      headings={HEADINGS}
      emptyText="No resources yet"
      onCreate={editor.openCreate}
      row={(resource) => (
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
          >
            <Button variant="ghost" size="icon-sm" aria-label={`Versions of ${resource.title}`} onClick={() => setVersionsOf(resource)}>
              <History aria-hidden />
            </Button>
          </RowActions>
        </tr>
      )}
    >
      <ResourceFormDialog open={editor.open} resource={editor.item} onClose={editor.close} />
      <ResourceVersionsDialog resource={versionsOf} onClose={() => setVersionsOf(null)} />
    </EntityListScreen>
  );
}
