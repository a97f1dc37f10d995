/** The firmware versions that run on a product, newest first, each linked to its place in the download center (decision 061). */
import { Badge } from "~/components/ui/badge";
import { downloadPath, versionAnchor } from "~/lib/catalogue/download-addresses";
import type { ReleaseTrack } from "~/lib/domain-values";
import { formatNewsDateLong } from "~/lib/i18n/display-dates";
import { useLocale, useT } from "~/lib/i18n/translation";
import { Link } from "../shell/localized-link";

export type ProductFirmwareView = {
  id: string;
  version: string | null;
  releasedOn: string;
  releaseTrack: ReleaseTrack | null;
  resourceId: string;
  resourceTitle: string;
};

export function ProductFirmware({ firmware }: { firmware: ProductFirmwareView[] }) {
  const t = useT();
  const locale = useLocale();
  if (firmware.length === 0) return null;
  return (
    <section aria-labelledby="product-firmware" className="grid gap-3">
      <h2 id="product-firmware" className="text-lg font-semibold">
        {t("product.firmware")}
      </h2>
      <ul className="grid gap-2">
        {firmware.map((release) => (
          <li
            key={release.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-[var(--border)] px-4 py-3 text-sm"
          >
            <Link
              to={`${downloadPath(release.resourceId)}#${versionAnchor(release.id)}`}
              className="font-medium text-[var(--link)] hover:underline"
            >
              {release.resourceTitle} {release.version ?? ""}
            </Link>
            {release.releaseTrack && <Badge className="text-[var(--accent)]">{t(`download.track.${release.releaseTrack}`)}</Badge>}
            <time dateTime={release.releasedOn} className="text-[var(--muted-foreground)]">
              {formatNewsDateLong(release.releasedOn, locale)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
