/**
 * A button that copies the text of the element it names (`data-copy`) to the clipboard, then reads
 * "Copied" for a moment (`data-copied`, decision 057). The page's document script does the copying, so it works at the first
 * tap with no island to wake; where the clipboard is out of reach it selects the text instead.
 */
import { Check, Copy } from "lucide-react";
import { useT } from "~/lib/i18n/translation";

export function CopyButton({ targetId, what }: { targetId: string; what: string }) {
  const t = useT();
  return (
    <button
      type="button"
      data-copy={targetId}
      aria-live="polite"
      className="group inline-flex shrink-0 items-center gap-1.5 rounded-md border border-[var(--border)] px-2 py-1 text-xs font-medium hover:bg-[var(--muted)] focus-visible:ring-2 focus-visible:ring-[var(--ring)] focus-visible:outline-none"
    >
      <Copy className="size-3.5 group-data-[copied]:hidden" aria-hidden />
      <Check className="hidden size-3.5 text-[var(--accent)] group-data-[copied]:inline" aria-hidden />
      <span className="group-data-[copied]:hidden">
        {t("common.copy")}
        <span className="sr-only"> {what}</span>
      </span>
      <span className="hidden group-data-[copied]:inline">{t("common.copied")}</span>
    </button>
  );
}
