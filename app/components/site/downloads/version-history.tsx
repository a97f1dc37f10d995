/**
 * A resource's versions on its page (decision 034), newest first: each with its label (or its
 * release date when it has none), its release track, the date, the file size, its release notes
 * and its own download. A file stored here shows its exact size and SHA-256, with a button that
 * copies it (decision 057). Each version has a stable address: the page's `#version-{id}`.
 */
import { useT } from "~/lib/i18n/translation";
import { Badge } from "~/components/ui/badge";
import { useLocale } from "~/lib/i18n/translation";
import { downloadPath, versionAnchor } from "~/lib/catalogue/download-addresses";
import { Link } from "../shell/localized-link";
import type { ReleaseTrack } from "~/lib/domain-values";
import { formatNewsDateLong } from "~/lib/i18n/display-dates";
import { CopyButton } from "../parts/copy-button";
import { formatDownloadSize } from "~/lib/catalogue/download-size";
import { ResourceAction } from "./resource-card";

export type VersionView = {
  id: string;
  version: string | null;
  releaseNotes: string | null;
  releasedOn: string;
  fileUrl: string | null;
  externalUrl: string | null;
  fileSize: string | null;
  releaseTrack: ReleaseTrack | null;
  fileSha256: string | null;
  fileBytes: number | null;
  /** The published models it runs on, and the firmware it needs at least (decision 061). */
  models: { id: string; name: string; slug: string }[];
  minimumFirmware: { id: string; version: string | null; releasedOn: string; resourceId: string; resourceTitle: string } | null;
};

export function VersionHistory({ title, versions }: { title: string; versions: VersionView[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="version-history" className="grid gap-4">
      <h2 id="version-history" className="text-xl font-semibold">
        {t("download.history")}
      </h2>
      <ol className="grid gap-4">
        {versions.map((version, index) => {
          const released = formatNewsDateLong(version.releasedOn, locale);
          const label = version.version ? `${t("resource.version")} ${version.version}` : t("download.releaseOf", { date: released });
          const size = version.fileBytes === null ? version.fileSize : formatDownloadSize(version.fileBytes, locale);
          return (
            <li
              key={version.id}
              id={versionAnchor(version.id)}
              className="grid scroll-mt-24 gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 target:ring-2 target:ring-[var(--ring)] sm:grid-cols-[1fr_14rem] sm:items-start"
            >
              <div className="min-w-0">
                <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                  <a href={`#${versionAnchor(version.id)}`} className="hover:underline">
                    {label}
                  </a>
                  {index === 0 && <Badge>{t("download.current")}</Badge>}
                  {version.releaseTrack && <Badge className="text-[var(--accent)]">{t(`download.track.${version.releaseTrack}`)}</Badge>}
                </h3>
                <p className="mt-1 text-sm text-[var(--muted-foreground)]">
                  {t("download.released")} <time dateTime={version.releasedOn}>{released}</time>
                  {size && ` · ${size}`}
                </p>
                {version.fileSha256 && <FileChecksum versionId={version.id} sha256={version.fileSha256} />}
                <VersionFit version={version} />
                <div className="mt-3">
                  <h4 className="text-sm font-medium">{t("download.releaseNotes")}</h4>
                  <p className="mt-1 text-sm leading-6 whitespace-pre-line text-[var(--muted-foreground)] [overflow-wrap:anywhere]">
                    {version.releaseNotes ?? t("download.noNotes")}
                  </p>
                </div>
              </div>
              <ResourceAction resource={{ title: `${title}, ${label}`, fileUrl: version.fileUrl, externalUrl: version.externalUrl }} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The SHA-256 of a version's stored file, whole (it is what a visitor compares), with its copy button. */
function FileChecksum({ versionId, sha256 }: { versionId: string; sha256: string }) {
  const id = `sha256-${versionId}`;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="text-[var(--muted-foreground)]">SHA-256:</span>
      <code id={id} dir="ltr" className="min-w-0 font-mono text-xs break-all">
        {sha256}
      </code>
      <CopyButton targetId={id} what="SHA-256" />
    </div>
  );
}

/** The models a version runs on and the firmware it needs at least, each linked (decision 061). */
function VersionFit({ version }: { version: VersionView }) {
  const t = useT();
  const locale = useLocale();
  const { models, minimumFirmware } = version;
  if (models.length === 0 && !minimumFirmware) return null;
  return (
    <div className="mt-2 grid gap-1 text-sm">
      {models.length > 0 && (
        <p className="flex flex-wrap gap-x-2">
          <span className="text-[var(--muted-foreground)]">{t("download.runsOn")}:</span>
          {models.map((model) => (
            <Link key={model.id} to={`/products/${model.slug}`} className="text-[var(--link)] hover:underline">
              {model.name}
            </Link>
          ))}
        </p>
      )}
      {minimumFirmware && (
        <p>
          <Link
            to={`${downloadPath(minimumFirmware.resourceId)}#${versionAnchor(minimumFirmware.id)}`}
            className="text-[var(--link)] hover:underline"
          >
            {t("download.needsFirmware", {
              firmware: `${minimumFirmware.resourceTitle} ${minimumFirmware.version ?? formatNewsDateLong(minimumFirmware.releasedOn, locale)}`,
            })}
          </Link>
        </p>
      )}
    </div>
  );
}
