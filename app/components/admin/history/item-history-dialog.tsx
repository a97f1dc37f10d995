/**
 * The History view of an edit dialog (decision 062): every version of the item, newest first, with
 * who made it and when; the fields a version changed beside their value before it, translations
 * included; and Restore, which after a confirmation writes that version back as a new one,
 * keeping the item's publication unless staff choose to restore the version's too.
 */
import { useQuery } from "@tanstack/react-query";
import { History, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { apiRequest } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { itemLabel, PUBLICATION_FIELDS, type RestorePublication, type VersionedKind } from "~/lib/history-values";
import type { ItemVersionRow, RestoreVersionBody } from "~/schemas/staff/history";
import { useAdminMutation } from "../forms/use-admin-mutation";
import { formatInquiryDateTime } from "../inquiries/inquiry-format";
import { QueryError } from "../shell/admin-page-header";
import { historyPath } from "../shell/api-paths";
import { publicationSummary, restoreFailure } from "./history-format";
import { VersionChangesTable } from "./version-changes-table";

/** The item a History view shows, and the lists to refetch once a version is restored. */
export type HistoryTarget = { kind: VersionedKind; id: string; refetch: readonly string[] };

const byWhom = (version: ItemVersionRow) => version.actorName ?? "Before history began";

function VersionButton({
  version,
  current,
  selected,
  onSelect,
}: {
  version: ItemVersionRow;
  current: boolean;
  selected: boolean;
  onSelect(): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        "grid w-full gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-[var(--ring)]",
        selected ? "border-[var(--primary)] bg-[var(--muted)]" : "border-[var(--border)] hover:bg-[var(--muted)]",
      )}
    >
      <span className="flex flex-wrap items-center gap-2 font-medium">
        Version {version.number} {current && <Badge>Current</Badge>}
      </span>
      <span className="text-[var(--muted-foreground)]">
        {byWhom(version)} · <time dateTime={version.createdAt}>{formatInquiryDateTime(version.createdAt)}</time>
      </span>
      {version.restoredFrom !== null && <span className="text-[var(--muted-foreground)]">Restored version {version.restoredFrom}</span>}
    </button>
  );
}

export function ItemHistoryDialog({
  open,
  target,
  onClose,
  onRestored,
}: {
  open: boolean;
  target: HistoryTarget;
  onClose(): void;
  onRestored(): void;
}) {
  const path = historyPath(target.kind, target.id);
  const versions = useQuery<ItemVersionRow[]>({ queryKey: [path], enabled: open });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A restore keeps the item's publication unless staff tick the box (decision 068).
  const [publication, setPublication] = useState<RestorePublication>("keep");
  const hasPublication = PUBLICATION_FIELDS[target.kind].length > 0;
  const restore = useAdminMutation({
    mutationFn: (version: ItemVersionRow) =>
      apiRequest<ItemVersionRow>("POST", `${path}/restore`, { versionId: version.id, publication } satisfies RestoreVersionBody),
    refetch: [path, ...target.refetch],
    success: (restored, version) => `Version ${version.number} restored as version ${restored.number}`,
  });

  useEffect(() => {
    if (open) {
      setSelectedId(null);
      restore.reset();
    }
  }, [open]);

  const list = versions.data ?? [];
  const selected = list.find((version) => version.id === selectedId) ?? list[0];
  const label = list[0] ? itemLabel(list[0].item) : "";
  const isFirst = selected !== undefined && selected.id === list[list.length - 1]?.id;

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
        <DialogContent className="max-w-4xl">
          <DialogHeader
            title={label ? `History of ${label}` : "History"}
            description="Every saved version, newest first. Restoring one saves it as a new version: nothing is overwritten."
          />
          <QueryError error={versions.error} />
          {versions.isPending ? (
            <p className="text-sm text-[var(--muted-foreground)]">Loading history...</p>
          ) : list.length === 0 ? (
            <p className="rounded-lg border border-dashed border-[var(--border)] p-4 text-sm text-[var(--muted-foreground)]">
              No versions yet. This item has not been saved since its history began; its next save keeps how it was as version 1.
            </p>
          ) : (
            <div className="grid items-start gap-4 md:grid-cols-[15rem_minmax(0,1fr)]">
              <ol aria-label="Versions" className="grid max-h-80 gap-2 overflow-y-auto md:max-h-[60dvh]">
                {list.map((version, index) => (
                  <li key={version.id}>
                    <VersionButton
                      version={version}
                      current={index === 0}
                      selected={version.id === selected?.id}
                      onSelect={() => setSelectedId(version.id)}
                    />
                  </li>
                ))}
              </ol>
              {selected && (
                <section aria-label={`Version ${selected.number}`} className="grid min-w-0 gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold">
                      {selected.id === list[list.length - 1]?.id
                        ? `Version ${selected.number}: as first kept`
                        : `Changes in version ${selected.number}`}
                    </h3>
                    {selected.id !== list[0]?.id && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          setPublication("keep");
                          setConfirming(true);
                        }}
                        disabled={restore.isPending}
                      >
                        <RotateCcw aria-hidden /> Restore version {selected.number}
                      </Button>
                    )}
                  </div>
                  {restore.error && (
                    <p
                      role="alert"
                      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
                    >
                      Version {restore.variables?.number} cannot be restored: {restoreFailure(target.kind, restore.error)}
                    </p>
                  )}
                  <VersionChangesTable kind={target.kind} changes={selected.changes} first={isFirst} />
                </section>
              )}
            </div>
          )}
        </DialogContent>
      </Dialog>
      {selected && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Restore version ${selected.number}?`}
          description="The item becomes as it was in this version, saved as a new version. Changes not yet saved in the form are discarded."
          confirmLabel="Restore"
          pending={restore.isPending}
          onConfirm={() => {
            setConfirming(false);
            restore.mutateAsync(selected).then(onRestored, () => undefined);
          }}
        >
          {hasPublication && (
            <label className="flex items-start gap-2 rounded-lg border border-[var(--border)] p-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
                checked={publication === "restore"}
                onChange={(event) => setPublication(event.target.checked ? "restore" : "keep")}
                aria-describedby="restore-publication-hint"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">Also restore this version&apos;s publication: {publicationSummary(selected.item)}</span>
                <span id="restore-publication-hint" className="text-[var(--muted-foreground)]">
                  Left unticked, the item stays as published or as hidden as it is now.
                </span>
              </span>
            </label>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

/** The footer button of an edit dialog that opens its History view. */
export function HistoryButton({ onClick }: { onClick(): void }) {
  return (
    <Button type="button" variant="ghost" className="sm:mr-auto" onClick={onClick}>
      <History aria-hidden /> History
    </Button>
  );
}
