/**
 * The Inquiries screen's two folders (docs/decisions/029-spam-folder.md): the inbox and the spam
 * folder, each with the number of inquiries it holds, whatever the filters.
 */
import { useQuery } from "@tanstack/react-query";
import { Inbox, ShieldAlert } from "lucide-react";
import { apiList } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { INQUIRIES_PATH } from "../shell/api-paths";

export const INQUIRY_FOLDERS = ["inbox", "spam"] as const;
export type InquiryFolder = (typeof INQUIRY_FOLDERS)[number];

const FOLDERS = { inbox: { label: "Inbox", icon: Inbox }, spam: { label: "Spam", icon: ShieldAlert } } as const;

/** How many inquiries a folder holds (one row read; the total comes with it). */
function useFolderCount(folder: InquiryFolder) {
  const params = { spam: folder === "spam", limit: 1 };
  return useQuery({ queryKey: [INQUIRIES_PATH, "count", params], queryFn: () => apiList(INQUIRIES_PATH, params) }).data?.total;
}

function FolderButton({
  folder,
  current,
  onChange,
}: {
  folder: InquiryFolder;
  current: InquiryFolder;
  onChange(folder: InquiryFolder): void;
}) {
  const total = useFolderCount(folder);
  const { label, icon: Icon } = FOLDERS[folder];
  const active = folder === current;
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onChange(folder)}
      className={cn(
        "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-[var(--ring)]",
        active ? "bg-[var(--card)] text-[var(--foreground)] shadow-sm" : "text-[var(--muted-foreground)] hover:text-[var(--foreground)]",
      )}
    >
      <Icon aria-hidden className="size-4" />
      {label}
      <span className="rounded-full bg-[var(--muted)] px-2 text-xs tabular-nums">{total ?? "…"}</span>
    </button>
  );
}

export function InquiryFolderSwitch({ folder, onChange }: { folder: InquiryFolder; onChange(folder: InquiryFolder): void }) {
  return (
    <div
      role="group"
      aria-label="Folder"
      className="inline-flex w-fit gap-1 rounded-lg border border-[var(--border)] bg-[var(--muted)] p-1"
    >
      {INQUIRY_FOLDERS.map((each) => (
        <FolderButton key={each} folder={each} current={folder} onChange={onChange} />
      ))}
    </div>
  );
}
