/**
 * docs/behaviour/admin-area.md §2 Media library: the uploaded files (shared by every staff member, decision
 * 013), newest first and paged, with Upload Files, copy URL and delete.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Route } from "./+types/media";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import { MediaLibraryDeleteDialog } from "~/components/admin/media/media-library-delete-dialog";
import { MediaLibraryTile } from "~/components/admin/media/media-library-tile";
import { MediaLibraryUploadButton } from "~/components/admin/media/media-library-upload-button";
import { TablePagination } from "~/components/admin/lists/table-pagination";
import { useOffsetWithinTotal } from "~/components/admin/lists/use-offset-within-total";
import { useUrlListState } from "~/components/admin/lists/use-url-list-state";
import { Skeleton } from "~/components/ui/skeleton";
import type { MediaRow } from "~/schemas/media/media";
import { apiList } from "~/lib/api-client";
import { MEDIA_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Media Library | Admin Panel" }];

const PAGE_SIZE = 24;
const GRID = "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6";

export default function MediaLibraryScreen() {
  const { offset, update } = useUrlListState({});
  const params = { limit: PAGE_SIZE, offset };
  const library = useQuery({ queryKey: [MEDIA_PATH, params], queryFn: () => apiList<MediaRow>(MEDIA_PATH, params) });
  const [deleting, setDeleting] = useState<MediaRow | null>(null);
  useOffsetWithinTotal(offset, PAGE_SIZE, library.data?.total, (next) => update({ offset: next }));

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Media Library"
        description="Images uploaded for the website. Copy a file's URL to use it anywhere; files in use are marked."
        actions={<MediaLibraryUploadButton />}
      />
      <QueryError error={library.error} />
      {library.isPending ? (
        <div className={GRID}>
          <span className="sr-only">Loading...</span>
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} className="aspect-[4/5] rounded-xl" />
          ))}
        </div>
      ) : library.data?.items.length ? (
        <ul aria-label="Files" className={GRID}>
          {library.data.items.map((file) => (
            <MediaLibraryTile key={file.id} file={file} onDelete={setDeleting} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-[var(--border)] bg-[var(--card)] px-4 py-12 text-center text-sm text-[var(--muted-foreground)]">
          No files uploaded yet. Click Upload Files to get started.
        </p>
      )}
      {library.data && library.data.total > PAGE_SIZE && (
        <TablePagination
          offset={offset}
          limit={PAGE_SIZE}
          total={library.data.total}
          noun="files"
          onOffsetChange={(next) => update({ offset: next })}
        />
      )}
      <MediaLibraryDeleteDialog file={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
