/**
 * One inquiry in full (admin-panel.md §2): date, type, name, e-mail, phone, company, country,
 * status, message with its line breaks, and the products it asks about by name and code, each
 * linking to its public page (`GET /api/inquiries/{id}` names them).
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import type { InquiryRow } from "~/db/api-rows";
import { INQUIRY_TYPE_LABELS, formatInquiryDateTime } from "./inquiry-format";
import { InquiryStatusBadge } from "./inquiry-status-badge";
import { INQUIRIES_PATH } from "./api-paths";

type InquiryProduct = { id: string; name: string; productCode: string; slug: string };
type InquiryDetail = InquiryRow & { products: InquiryProduct[] };

const NotProvided = () => <span className="text-[var(--muted-foreground)]">Not provided</span>;

function Detail({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "grid gap-1 sm:col-span-2" : "grid gap-1"}>
      <dt className="text-xs font-semibold tracking-wide text-[var(--muted-foreground)] uppercase">{term}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function RelatedProducts({ inquiry }: { inquiry: InquiryRow }) {
  const detail = useQuery<InquiryDetail>({ queryKey: [`${INQUIRIES_PATH}/${inquiry.id}`], enabled: inquiry.productIds.length > 0 });
  if (inquiry.productIds.length === 0) return <span className="text-[var(--muted-foreground)]">None</span>;
  if (detail.isPending) return <span className="text-[var(--muted-foreground)]">Loading products...</span>;
  if (detail.isError) return <span className="text-red-700 dark:text-red-400">{detail.error.message}</span>;
  const removed = inquiry.productIds.length - detail.data.products.length;
  return (
    <>
      <ul className="grid gap-1">
        {detail.data.products.map((product) => (
          <li key={product.id}>
            <a
              href={`/products/${product.slug}`}
              target="_blank"
              rel="noreferrer"
              className="text-[var(--link)] underline-offset-4 hover:underline"
            >
              {product.name} <span className="font-mono text-xs whitespace-nowrap">({product.productCode})</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      {removed > 0 && <p className="mt-1 text-[var(--muted-foreground)]">{removed} product(s) no longer in the catalogue</p>}
    </>
  );
}

export function InquiryDetailDialog({ inquiry, onClose }: { inquiry: InquiryRow | null; onClose(): void }) {
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
                  <RelatedProducts inquiry={inquiry} />
                </Detail>
              )}
              <Detail term="Message" wide>
                {inquiry.message ? (
                  <p className="rounded-md border border-[var(--border)] bg-[var(--muted)]/50 p-3 whitespace-pre-wrap">{inquiry.message}</p>
                ) : (
                  <NotProvided />
                )}
              </Detail>
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
