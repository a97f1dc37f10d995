/**
 * docs/behaviour/admin-area.md §2 Company information: one section's card, with its title, the start of its
 * content, its image count and a video marker, or 'No content added yet'; and its Edit button.
 */
import { Images, Pencil, Video } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import type { CompanyInfoRow } from "~/schemas/content/company-info";
import type { CompanySection } from "~/lib/domain-values";
import { COMPANY_SECTION_LABELS } from "./company-section-dialog";

const cardClass = "flex flex-col gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm";

export function CompanySectionCard({ section, row, onEdit }: { section: CompanySection; row: CompanyInfoRow | null; onEdit(): void }) {
  const label = COMPANY_SECTION_LABELS[section];
  const images = row?.imageGallery.length ?? 0;
  return (
    <article className={cardClass} aria-labelledby={`company-section-${section}`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={`company-section-${section}`} className="text-lg font-semibold tracking-tight">
          {label}
        </h2>
        <Button variant="secondary" size="sm" aria-label={`Edit ${label}`} onClick={onEdit}>
          <Pencil aria-hidden /> Edit
        </Button>
      </div>
      {row ? (
        <>
          <p className="font-medium">{row.title || "Untitled"}</p>
          <p className="line-clamp-3 text-sm text-[var(--muted-foreground)]">{row.content || "No text yet."}</p>
          <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-[var(--muted-foreground)]">
            <span className="inline-flex items-center gap-1.5">
              <Images aria-hidden className="size-4" />
              {images === 1 ? "1 image" : `${images} images`}
            </span>
            {row.videoUrl && (
              <span className="inline-flex items-center gap-1.5">
                <Video aria-hidden className="size-4" /> Video
              </span>
            )}
          </div>
        </>
      ) : (
        <p className="text-sm text-[var(--muted-foreground)]">No content added yet</p>
      )}
    </article>
  );
}

/** A card's place while the sections load. */
export function CompanySectionCardSkeleton() {
  return (
    <div className={cardClass}>
      <Skeleton className="h-6 w-28" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-4 w-24" />
    </div>
  );
}
