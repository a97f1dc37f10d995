/**
 * The security advisories' Atom feed (decision 059), in a page's language: every published
 * advisory, newest first, each entry its page with its severity, CVE ids and affected products,
 * published on its publication day and updated on its newest revision's (the advisory's own
 * dates, as its page shows them; not when its row was last written).
 */
import type { Queryable } from "~/db/client.server";
import { inLocale } from "~/lib/content-translations";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import { createTranslator } from "~/lib/i18n/translator";
import type { AtomFeed, FeedReader } from "~/lib/seo/atom-feed";
import { pageUrl } from "~/lib/seo/page-urls";
import { advisoryPath, SECURITY_FEED_PATH, SECURITY_PATH } from "~/lib/security/security-addresses";
import { publishedAdvisories } from "./security-center.server";

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export async function advisoryFeed(db: Queryable, reader: FeedReader): Promise<AtomFeed> {
  const { locale, origin } = reader;
  const t = createTranslator(locale, catalogFor(locale));
  const advisories = await publishedAdvisories(db);
  return {
    self: pageUrl(origin, locale, SECURITY_FEED_PATH),
    title: t("security.feedTitle"),
    link: pageUrl(origin, locale, SECURITY_PATH),
    author: reader.company,
    language: locale,
    updated: new Date(0),
    entries: advisories.map((row) => {
      const advisory = inLocale(locale, "securityAdvisory")(row);
      const page = pageUrl(origin, locale, advisoryPath(advisory.code));
      const severity = `${t(`security.severity.${advisory.severity}`)}, ${t("security.score", { score: advisory.cvssScore.toFixed(1) })}`;
      const facts = [
        severity,
        advisory.cveIds.length > 0 ? `${t("security.cve")}: ${advisory.cveIds.join(", ")}` : null,
        advisory.products.length > 0
          ? `${t("security.affected")}: ${row.products.map((product) => `${inLocale(locale, "product")(product).name} (${product.affectedVersions})`).join(", ")}`
          : null,
      ].filter(Boolean);
      return {
        id: page,
        title: `${advisory.code}: ${advisory.title}`,
        link: page,
        published: dayStart(advisory.publishedOn),
        updated: dayStart(advisory.updatedOn),
        summary: [facts.join("\n"), advisory.summary].join("\n\n"),
      };
    }),
  };
}
