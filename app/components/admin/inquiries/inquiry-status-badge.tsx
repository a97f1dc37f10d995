/** An inquiry's status as a coloured badge (docs/behaviour/admin-area.md §4): yellow pending, blue processing, green success, red failed. */
import { Badge } from "~/components/ui/badge";
import type { InquiryStatus } from "~/lib/domain-values";
import { cn } from "~/lib/cn";
import { INQUIRY_STATUS_LABELS } from "./inquiry-format";

const STATUS_COLOURS: Record<InquiryStatus, string> = {
  pending: "border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200",
  processing: "border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200",
  success: "border-green-300 bg-green-100 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-200",
  failed: "border-red-300 bg-red-100 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-200",
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge className={cn("whitespace-nowrap", STATUS_COLOURS[status])}>{INQUIRY_STATUS_LABELS[status]}</Badge>;
}
