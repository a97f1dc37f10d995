/**
 * docs/behaviour/admin-area.md §2 Media library: the uploaded files (shared by every staff member, decision
 * 013), newest first and paged, with Upload Files (each file's progress and outcome), copy URL,
 * each file's details (alt text, caption, where used, replace file: decision 063) and delete.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/media";
import type { loader as adminLayoutLoader } from "./layout";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import { MediaDetailsDialog } from "~/components/admin/media/media-details-dialog";
import { MediaLibraryDeleteDialog } from "~/components/admin/media/media-library-delete-dialog";
import { MediaLibraryTile } from "~/components/admin/media/media-library-tile";
import { MediaLibraryUploadButton } from "~/components/admin/media/media-library-upload-button";
import { UploadProgressList } from "~/components/admin/media/upload-progress-list";
import { useMediaLibraryUpload } from "~/components/admin/media/use-media-library-upload";
import { ALL, FilterSelect } from "~/components/admin/lists/filter-select";
import { TablePagination } from "~/components/admin/lists/table-pagination";
import { useOffsetWithinTotal } from "~/components/admin/lists/use-offset-within-total";
import { useUrlListState } from "~/components/admin/lists/use-url-list-state";
import { Skeleton } from "~/components/ui/skeleton";
import type { MEDIA_DESCRIPTION_FILTERS, MediaRow } from "~/schemas/media/media";
import { apiList } from "~/lib/api-client";
import { MEDIA_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Media Library | Admin Panel" }];

const PAGE_SIZE = 24;
const DESCRIPTION_FILTER_LABELS: Record<(typeof MEDIA_DESCRIPTION_FILTERS)[number], string> = { undescribed: "Without alt text" };
const GRID = "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6";

export default function MediaLibraryScreen() {
  const { values, offset, update } = useUrlListState({ description: ALL });
  const params = { limit: PAGE_SIZE, offset, ...(values.description === ALL ? {} : { description: values.description }) };
  const library = useQuery({ queryKey: [MEDIA_PATH, params], queryFn: () => apiList<MediaRow>(MEDIA_PATH, params) });
  const viewer = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.user;
  const uploads = useMediaLibraryUpload();
  // By id, so that the dialogs show the row as the library reads it again (a replaced file's new size and version).
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MediaRow | null>(null);
  const details = library.data?.items.find((file) => file.id === detailsId) ?? null;
  useOffsetWithinTotal(offset, PAGE_SIZE, library.data?.total, (next) => update({ offset: next }));

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Media Library"
        description="Images uploaded for the website. Open a file to describe it (alt text and caption), see where it is used or replace it; files in use are marked."
        actions={<MediaLibraryUploadButton uploading={uploads.uploading} onChoose={(files) => void uploads.upload(files)} />}
      />
      <UploadProgressList files={uploads.files} done={!uploads.uploading} onDismiss={uploads.dismiss} />
      <FilterSelect
        label="Show"
        allLabel="All files"
        labels={DESCRIPTION_FILTER_LABELS}
        value={values.description}
        onChange={(description) => update({ description })}
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
            <MediaLibraryTile key={file.id} file={file} onOpen={(opened) => setDetailsId(opened.id)} onDelete={setDeleting} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-[var(--border)] bg-[var(--card)] px-4 py-12 text-center text-sm text-[var(--muted-foreground)]">
          {values.description === ALL ? "No files uploaded yet. Click Upload Files to get started." : "Every image has alt text."}
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
      <MediaDetailsDialog file={details} onClose={() => setDetailsId(null)} />
      <MediaLibraryDeleteDialog file={deleting} canForce={viewer?.role === "admin"} onClose={() => setDeleting(null)} />
    </div>
  );
}
