import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/advisories";
import { AdvisoryFormDialog } from "~/components/admin/security/advisory-form-dialog";
import { CsafSigningKeyNote } from "~/components/admin/security/csaf-signing-key-note";
import { SEVERITY_LABELS } from "~/components/admin/security/severity-labels";
import { Cell } from "~/components/admin/lists/admin-table";
import { RowActions } from "~/components/admin/lists/admin-table-rows";
import { EntityListScreen, useEntityDelete } from "~/components/admin/lists/entity-list-screen";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { PUBLICATION_LABELS } from "~/components/admin/forms/publication-form";
import { ADVISORIES_PATH } from "~/components/admin/shell/api-paths";
import { Badge } from "~/components/ui/badge";
import type { AdvisoryRow } from "~/schemas/content/security-advisory";

export const meta: Route.MetaFunction = () => [{ title: "Security Advisories | Admin Panel" }];

const HEADINGS = [{ label: "Advisory" }, { label: "Title" }, { label: "Severity" }, { label: "Published" }, { label: "Status" }];

/**
 * Security advisories (decision 059), newest first: id, title, severity with its score, published
 * date and status. Delete is immediate, as for resources; drafts and scheduling as for news.
 * Below them, the CSAF provider metadata and the signing key's fingerprint (decision 079).
 */
export default function AdvisoriesScreen() {
  const list = useQuery<AdvisoryRow[]>({ queryKey: [ADVISORIES_PATH] });
  const editor = useEditorState<AdvisoryRow>();
  const remove = useEntityDelete<AdvisoryRow>({ path: ADVISORIES_PATH, success: "Advisory deleted successfully" });

  return (
    <EntityListScreen
      name="Advisory"
      title="Security Advisories"
      description="Vulnerabilities in the products, their severity, the versions affected and the versions that fix them, on the public Security Advisories page."
      list={list}
      error={list.error ?? remove.error}
      headings={HEADINGS}
      emptyText="No advisories yet"
      onCreate={editor.openCreate}
      row={(advisory) => (
        <tr key={advisory.id}>
          <Cell className="font-mono text-sm whitespace-nowrap">{advisory.code}</Cell>
          <Cell className="font-medium">{advisory.title}</Cell>
          <Cell className="whitespace-nowrap tabular-nums">
            {SEVERITY_LABELS[advisory.severity]} {advisory.cvssScore.toFixed(1)}
          </Cell>
          <Cell className="whitespace-nowrap tabular-nums">{advisory.publishedOn}</Cell>
          <Cell>
            <Badge>{PUBLICATION_LABELS[advisory.status]}</Badge>
          </Cell>
          <RowActions
            name={advisory.code}
            deleting={remove.isPending}
            onEdit={() => editor.openEdit(advisory)}
            onDelete={() => remove.mutate(advisory)}
          />
        </tr>
      )}
    >
      <CsafSigningKeyNote />
      <AdvisoryFormDialog open={editor.open} advisory={editor.item} onClose={editor.close} />
    </EntityListScreen>
  );
}
