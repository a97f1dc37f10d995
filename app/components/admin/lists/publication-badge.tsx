/** The publication state of a product, solution or article in the admin lists (decision 031): Draft or Scheduled; nothing when published. */
import { Clock, EyeOff } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { PublicationStatus } from "~/lib/domain-values";

const whenLive = (publishAt: string) => new Date(publishAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function PublicationBadge({ status, publishAt }: { status: PublicationStatus; publishAt: string | null }) {
  if (status === "draft") {
    return (
      <Badge className="gap-1 border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
        <EyeOff className="size-3" aria-hidden /> Draft
      </Badge>
    );
  }
  if (status === "scheduled") {
    return (
      <Badge className="gap-1 border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100">
        <Clock className="size-3" aria-hidden /> Scheduled{publishAt ? ` · ${whenLive(publishAt)}` : ""}
      </Badge>
    );
  }
  return null;
}
