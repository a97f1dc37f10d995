import { useQuery } from "@tanstack/react-query";
import { useT } from "~/lib/i18n/translation";
import type { Route } from "./+types/distributors";
import { Cell } from "~/components/admin/lists/admin-table";
import { RowActions } from "~/components/admin/lists/admin-table-rows";
import { DistributorFormDialog } from "~/components/admin/content/distributor-form-dialog";
import { DeleteConfirmation, EntityListScreen } from "~/components/admin/lists/entity-list-screen";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { Badge } from "~/components/ui/badge";
import type { DistributorRow } from "~/schemas/content/distributor";
import { apiRequest, listPath } from "~/lib/api-client";
import { countryName } from "~/lib/countries";
import { DISTRIBUTORS_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Distributors | Admin Panel" }];

const HEADINGS = [
  { label: "Company" },
  { label: "Country" },
  { label: "Region" },
  { label: "Tier" },
  { label: "Status", className: "w-28" },
];
// Signed-in staff asking for all get the unpublished distributors too.
const ALL_DISTRIBUTORS = { all: true };

/**
 * The distributor directory of the Where to Buy page (docs/decisions/025-where-to-buy.md):
 * company and city, country, region, tier, published or hidden; edit, and delete after a
 * confirmation.
 */
export default function DistributorsScreen() {
  const t = useT();
  const list = useQuery({
    queryKey: [DISTRIBUTORS_PATH, ALL_DISTRIBUTORS],
    queryFn: () => apiRequest<DistributorRow[]>("GET", listPath(DISTRIBUTORS_PATH, ALL_DISTRIBUTORS)),
  });
  const editor = useEditorState<DistributorRow>();
  const deleting = useEditorState<DistributorRow>();

  return (
    <EntityListScreen
      name="Distributor"
      title="Distributors"
      description="The partners listed on the Where to Buy page, higher tiers first."
      list={list}
      headings={HEADINGS}
      emptyText="No distributors yet"
      onCreate={editor.openCreate}
      row={(distributor) => (
        <tr key={distributor.id}>
          <Cell>
            <p className="font-medium">{distributor.companyName}</p>
            <p className="text-xs text-[var(--muted-foreground)]">{distributor.city}</p>
          </Cell>
          <Cell>{countryName(distributor.country, "en")}</Cell>
          <Cell className="whitespace-nowrap">{t(`distributor.region.${distributor.region}`)}</Cell>
          <Cell className="whitespace-nowrap">{t(`distributor.tier.${distributor.tier}`)}</Cell>
          <Cell>
            <Badge>{distributor.isPublished ? "Published" : "Hidden"}</Badge>
          </Cell>
          <RowActions
            name={distributor.companyName}
            onEdit={() => editor.openEdit(distributor)}
            onDelete={() => deleting.openEdit(distributor)}
          />
        </tr>
      )}
    >
      <DistributorFormDialog open={editor.open} distributor={editor.item} onClose={editor.close} />
      <DeleteConfirmation
        target={deleting}
        name="Distributor"
        path={DISTRIBUTORS_PATH}
        labelOf={(distributor) => distributor.companyName}
        history="distributor"
      />
    </EntityListScreen>
  );
}
