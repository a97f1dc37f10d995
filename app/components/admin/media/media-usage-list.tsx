/** Where content uses a file: each item by kind and name, the field that holds the file, and a link to the item's admin screen. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { apiRequest } from "~/lib/api-client";
import type { MediaItemRow, MediaUsage } from "~/schemas/media/media";
import { MEDIA_PATH } from "../shell/api-paths";

/** The admin screen of each kind of content the usage query names (media-usage.server.ts). */
const SCREENS: Record<string, { label: string; path: string }> = {
  product: { label: "Product", path: "/admin/products" },
  category: { label: "Category", path: "/admin/categories" },
  solution: { label: "Solution", path: "/admin/solutions" },
  "news article": { label: "News article", path: "/admin/news" },
  "hero slide": { label: "Hero slide", path: "/admin/hero-slides" },
  "case study": { label: "Case study", path: "/admin/case-studies" },
  resource: { label: "Resource", path: "/admin/resources" },
  "resource version": { label: "Resource version", path: "/admin/resources" },
  certificate: { label: "Certificate", path: "/admin/certificates" },
  "company info section": { label: "Company info", path: "/admin/company-info" },
};

/** A field's name in words: `imageGallery` → "image gallery", `heroImageUrl` → "hero image URL". */
export const fieldInWords = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\burl\b/g, "URL");

/** The screen to open for a use: a product's list is searched for it by name. */
function screenOf(usage: MediaUsage): { label: string; to: string } {
  const screen = SCREENS[usage.kind] ?? { label: usage.kind, path: "/admin" };
  return { label: screen.label, to: usage.kind === "product" ? `${screen.path}?q=${encodeURIComponent(usage.label)}` : screen.path };
}

/** The file with its uses, read when a dialog about it opens; under the library's key, so that a change to the library reads it again. */
export const useMediaItem = (id: string | undefined) =>
  useQuery<MediaItemRow>({
    queryKey: [MEDIA_PATH, "item", id],
    enabled: id !== undefined,
    queryFn: () => apiRequest<MediaItemRow>("GET", `${MEDIA_PATH}/${id}`),
  });

export function MediaUsageList({ usages }: { usages: MediaUsage[] }) {
  if (usages.length === 0) return <p className="text-sm text-[var(--muted-foreground)]">Not used by any content.</p>;
  return (
    <ul aria-label="Where it is used" className="grid gap-1.5 text-sm">
      {usages.map((usage) => {
        const screen = screenOf(usage);
        return (
          <li key={`${usage.kind}-${usage.id}-${usage.field}`} className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-[var(--muted-foreground)]">{screen.label}</span>
            <Link to={screen.to} className="font-medium text-[var(--link)] underline-offset-4 hover:underline">
              {usage.label || "(untitled)"}
            </Link>
            <span className="text-xs text-[var(--muted-foreground)]">in {fieldInWords(usage.field)}</span>
          </li>
        );
      })}
    </ul>
  );
}
