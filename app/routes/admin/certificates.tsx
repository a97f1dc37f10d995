import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/certificates";
import { Cell } from "~/components/admin/lists/admin-table";
import { RowActions } from "~/components/admin/lists/admin-table-rows";
import { CertificateFormDialog } from "~/components/admin/content/certificate-form-dialog";
import { DeleteConfirmation, EntityListScreen } from "~/components/admin/lists/entity-list-screen";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { Badge } from "~/components/ui/badge";
import { isExpired } from "~/lib/certificate-register";
import type { CertificateRow } from "~/schemas/content/certificate";
import { apiRequest } from "~/lib/api-client";
import { CERTIFICATES_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Certificates | Admin Panel" }];

const HEADINGS = [
  { label: "Standard" },
  { label: "Number" },
  { label: "Products", className: "w-24" },
  { label: "Issued", className: "w-28" },
  { label: "Expires", className: "w-32" },
];

const certificateLabel = (certificate: CertificateRow) => `${certificate.standard} ${certificate.number}`;

/**
 * The certifications register (docs/decisions/060-certifications-register.md): standard and
 * issuer, number, how many products it covers, issue and expiry dates (an expired one marked);
 * edit, and delete after a confirmation.
 */
export default function CertificatesScreen() {
  const list = useQuery({ queryKey: [CERTIFICATES_PATH], queryFn: () => apiRequest<CertificateRow[]>("GET", CERTIFICATES_PATH) });
  const editor = useEditorState<CertificateRow>();
  const deleting = useEditorState<CertificateRow>();
  const today = new Date().toISOString().slice(0, 10);

  return (
    <EntityListScreen
      name="Certificate"
      title="Certificates"
      description="The certifications register on the public site and the products' pages."
      list={list}
      headings={HEADINGS}
      emptyText="No certificates yet"
      onCreate={editor.openCreate}
      row={(certificate) => (
        <tr key={certificate.id}>
          <Cell>
            <p className="font-medium">{certificate.standard}</p>
            <p className="text-xs text-[var(--muted-foreground)]">{certificate.issuer}</p>
          </Cell>
          <Cell>{certificate.number}</Cell>
          <Cell>{certificate.productIds.length}</Cell>
          <Cell className="whitespace-nowrap">{certificate.issuedOn}</Cell>
          <Cell className="whitespace-nowrap">
            {certificate.expiresOn ?? "No expiry"} {isExpired(certificate, today) && <Badge>Expired</Badge>}
          </Cell>
          <RowActions
            name={certificateLabel(certificate)}
            onEdit={() => editor.openEdit(certificate)}
            onDelete={() => deleting.openEdit(certificate)}
          />
        </tr>
      )}
    >
      <CertificateFormDialog open={editor.open} certificate={editor.item} onClose={editor.close} />
      <DeleteConfirmation target={deleting} name="Certificate" path={CERTIFICATES_PATH} labelOf={certificateLabel} />
    </EntityListScreen>
  );
}
