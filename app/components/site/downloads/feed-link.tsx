/** A visible link to an Atom feed of the download center (decision 057), besides the `<link rel="alternate">` feed readers find. */
import { Rss } from "lucide-react";
import { ATOM_MEDIA_TYPE } from "~/lib/seo/atom-feed";
import { Link } from "../shell/localized-link";

export function FeedLink({ path, children }: { path: string; children: string }) {
  return (
    <Link
      to={path}
      type={ATOM_MEDIA_TYPE}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-[var(--link)] hover:underline"
    >
      <Rss className="size-4 text-[var(--accent)]" aria-hidden /> {children}
    </Link>
  );
}
