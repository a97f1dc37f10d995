/** The link from a resource's card to its page in the download center: details, products and every version (decision 034). */
import { useT } from "~/lib/i18n/translation";
import { History } from "lucide-react";
import { downloadPath } from "~/lib/catalogue/download-addresses";
import { Link } from "../shell/localized-link";

export function ResourceHistoryLink({ resource }: { resource: { id: string; title: string } }) {
  const t = useT();
  return (
    <Link
      to={downloadPath(resource.id)}
      className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-[var(--link)] hover:underline"
    >
      <History className="size-4" aria-hidden /> {t("download.history")}
      <span className="sr-only">: {resource.title}</span>
    </Link>
  );
}
