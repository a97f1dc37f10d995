/**
 * One inquiry in full (docs/behaviour/admin-area.md §2): date, type, name, e-mail, phone, company, country,
 * status, message with its line breaks, and the products it asks about by name and code with
 * their quantities and notes (`GET /api/inquiries/{id}` lists them), each still in the catalogue
 * linking to its public page. A quote request offers its PDF summary for download; a
 * customization inquiry lists its attachments (inquiry-attachments.tsx). Below, its handling:
 * assignee, status history and internal notes (decision 036).
 */
import { useQuery } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import type { InquiryDetailRow, InquiryRow } from "~/schemas/inquiries/inquiry";
import { INQUIRY_TYPE_LABELS, formatInquiryDateTime } from "./inquiry-format";
import { InquiryAttachmentList } from "./inquiry-attachments";
import { InquiryHandlingSection } from "./inquiry-handling";
import type { Viewer } from "./inquiry-notes-thread";
import { InquiryStatusBadge } from "./inquiry-status-badge";
import { INQUIRIES_PATH } from "../shell/api-paths";

type InquiryItem = InquiryDetailRow["items"][number];

const NotProvided = () => <span className="text-[var(--muted-foreground)]">Not provided</span>;

function Detail({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "grid gap-1 sm:col-span-2" : "grid gap-1"}>
      <dt className="text-xs font-semibold tracking-wide text-[var(--muted-foreground)] uppercase">{term}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function ItemName({ item, slug }: { item: InquiryItem; slug: string | undefined }) {
  const name = (
    <>
      {item.productName} <span className="font-mono text-xs whitespace-nowrap">({item.productCode})</span>
    </>
  );
  if (!slug) return <span title="No longer in the catalogue">{name}</span>;
  return (
    <a href={`/products/${slug}`} target="_blank" rel="noreferrer" className="text-[var(--link)] underline-offset-4 hover:underline">
      {name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function RequestedItems({ inquiry }: { inquiry: InquiryRow }) {
  const detail = useQuery<InquiryDetailRow>({ queryKey: [`${INQUIRIES_PATH}/${inquiry.id}`], enabled: inquiry.productIds.length > 0 });
  if (inquiry.productIds.length === 0) return <span className="text-[var(--muted-foreground)]">None</span>;
  if (detail.isPending) return <span className="text-[var(--muted-foreground)]">Loading products...</span>;
  if (detail.isError) return <span className="text-red-700 dark:text-red-400">{detail.error.message}</span>;
  const slugOf = new Map(detail.data.products.map((product) => [product.id, product.slug]));
  return (
    <div className="overflow-x-auto rounded-md border border-[var(--border)]">
      <table className="w-full text-sm">
        <thead className="bg-[var(--muted)]/60 text-start text-xs text-[var(--muted-foreground)]">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              Product
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              Quantity
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              Note
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.data.items.map((item, index) => (
            <tr key={index} className="border-t border-[var(--border)] align-top">
              <td className="px-3 py-2">
                <ItemName item={item} slug={item.productId ? slugOf.get(item.productId) : undefined} />
              </td>
              <td className="px-3 py-2 text-end tabular-nums">{item.quantity}</td>
              <td className="px-3 py-2 break-words whitespace-pre-wrap">
                {item.note ?? <span className="text-[var(--muted-foreground)]">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function InquiryDetailDialog({ inquiry, viewer, onClose }: { inquiry: InquiryRow | null; viewer: Viewer; onClose(): void }) {
  const optional = (value: string | null) => value || <NotProvided />;
  return (
    <Dialog open={inquiry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {inquiry && (
          <>
            <DialogHeader title="Inquiry Details" description={`From ${inquiry.name}`} />
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail term="Date">{formatInquiryDateTime(inquiry.createdAt)}</Detail>
              <Detail term="Type">{INQUIRY_TYPE_LABELS[inquiry.type]}</Detail>
              <Detail term="Name">{inquiry.name}</Detail>
              <Detail term="Email">
                <a href={`mailto:${inquiry.email}`} className="text-[var(--link)] underline-offset-4 hover:underline">
                  {inquiry.email}
                </a>
              </Detail>
              <Detail term="Phone">{optional(inquiry.phone)}</Detail>
              <Detail term="Company">{optional(inquiry.company)}</Detail>
              <Detail term="Country">{optional(inquiry.country)}</Detail>
              <Detail term="Status">
                <InquiryStatusBadge status={inquiry.status} />
              </Detail>
              {inquiry.type === "customization" && (
                <Detail term="Project Type" wide>
                  {optional(inquiry.projectType)}
                </Detail>
              )}
              {inquiry.type !== "customization" && (
                <Detail term="Products" wide>
                  <RequestedItems inquiry={inquiry} />
                </Detail>
              )}
              <Detail term="Message" wide>
                {inquiry.message ? (
                  <p className="rounded-md border border-[var(--border)] bg-[var(--muted)]/50 p-3 whitespace-pre-wrap">{inquiry.message}</p>
                ) : (
                  <NotProvided />
                )}
              </Detail>
              {inquiry.type === "customization" && (
                <Detail term="Attachments" wide>
                  <InquiryAttachmentList inquiryId={inquiry.id} />
                </Detail>
              )}
            </dl>
            {inquiry.type === "quote" && (
              <div className="flex justify-end">
                <a href={`${INQUIRIES_PATH}/${inquiry.id}/summary.pdf`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
                  <FileDown aria-hidden />
                  Download PDF
                </a>
              </div>
            )}
            <InquiryHandlingSection inquiry={inquiry} viewer={viewer} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
