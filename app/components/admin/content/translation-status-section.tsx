/**
 * The dashboard's "Content Translations": per kind of content, how many items miss each
 * language (a translatable field written in English has no translation in it), and a few of
 * those items by name.
 */
import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { QueryError } from "~/components/admin/shell/admin-page-header";
import { AdminTable, Cell, HeaderCell, LoadingRows, TableBody, TableHead } from "~/components/admin/lists/admin-table";
import { TRANSLATION_LOCALES, type TranslatableEntity, type TranslationLocale } from "~/lib/content-translations";
import type { CompanySection } from "~/lib/domain-values";
import { LOCALE_DISPLAY } from "~/lib/i18n/locales";
import type { ContentTranslationStatus, TranslationStatus } from "~/schemas/content/translation-status";
import { COMPANY_SECTION_LABELS } from "./company-info/company-section-dialog";
import { TRANSLATION_STATUS_PATH } from "../shell/api-paths";

const CONTENT_SCREENS: Record<TranslatableEntity, { label: string; path: string }> = {
  product: { label: "Products", path: "/admin/products" },
  category: { label: "Categories", path: "/admin/categories" },
  specificationField: { label: "Specification Fields", path: "/admin/categories" },
  solution: { label: "Solutions", path: "/admin/solutions" },
  newsArticle: { label: "News Articles", path: "/admin/news" },
  resource: { label: "Resources", path: "/admin/resources" },
  heroSlide: { label: "Hero Slides", path: "/admin/hero-slides" },
  caseStudy: { label: "Case Studies", path: "/admin/case-studies" },
  companySection: { label: "Company Info", path: "/admin/company-info" },
  securityAdvisory: { label: "Security Advisories", path: "/admin/advisories" },
  advisoryRevision: { label: "Advisory Revisions", path: "/admin/advisories" },
  certificate: { label: "Certificates", path: "/admin/certificates" },
  media: { label: "Media Library", path: "/admin/media" },
};

const languageName = (locale: TranslationLocale) => LOCALE_DISPLAY[locale].name;
const linkClass =
  "font-medium text-[var(--link)] underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-[var(--ring)]";

export function TranslationStatusSection() {
  const status = useQuery<TranslationStatus>({ queryKey: [TRANSLATION_STATUS_PATH] });
  return (
    <section aria-labelledby="translation-status-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="translation-status-heading" className="text-lg font-semibold">
          Content Translations
        </h2>
        <p className="mt-1 text-sm text-[var(--muted-foreground)]">
          How many items of each kind miss a language: some text written in English has no translation in it yet.
        </p>
      </div>
      {/* The table is positioned, so that the hidden language names stay inside its sideways scroll on a phone. */}
      {status.isError ? (
        <QueryError error={status.error} />
      ) : (
        <AdminTable label="Items missing each language" className="relative">
          <TableHead>
            <HeaderCell>Content</HeaderCell>
            <HeaderCell className="text-right">Items</HeaderCell>
            {TRANSLATION_LOCALES.map((locale) => (
              <HeaderCell key={locale} className="px-3 text-center normal-case" title={languageName(locale)}>
                <span aria-hidden>{locale}</span>
                <span className="sr-only">{languageName(locale)}</span>
              </HeaderCell>
            ))}
          </TableHead>
          <TableBody>
            {status.data ? (
              status.data.kinds.map((entry) => <KindRow key={entry.kind} entry={entry} />)
            ) : (
              <LoadingRows columns={2 + TRANSLATION_LOCALES.length} rows={8} />
            )}
          </TableBody>
        </AdminTable>
      )}
      {status.data && <MissingTranslations kinds={status.data.kinds} />}
    </section>
  );
}

function KindRow({ entry }: { entry: ContentTranslationStatus }) {
  const { label, path } = CONTENT_SCREENS[entry.kind];
  return (
    <tr>
      <Cell className="whitespace-nowrap">
        <Link to={path} className={linkClass}>
          {label}
        </Link>
      </Cell>
      <Cell className="text-right tabular-nums">{entry.items}</Cell>
      {TRANSLATION_LOCALES.map((locale) => (
        <Cell key={locale} className="px-3 text-center">
          <MissingCount count={entry.missing[locale]} items={entry.items} />
        </Cell>
      ))}
    </tr>
  );
}

function MissingCount({ count, items }: { count: number; items: number }) {
  if (items === 0) {
    return (
      <span className="text-[var(--muted-foreground)]">
        <span aria-hidden>–</span>
        <span className="sr-only">No items</span>
      </span>
    );
  }
  if (count === 0) {
    return (
      <span className="inline-flex text-[var(--muted-foreground)]" title="Complete">
        <Check className="size-4" aria-hidden />
        <span className="sr-only">Complete</span>
      </span>
    );
  }
  return (
    <span className="inline-flex min-w-7 justify-center rounded-full border border-amber-300 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 tabular-nums dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      {count}
      <span className="sr-only"> missing</span>
    </span>
  );
}

function MissingTranslations({ kinds }: { kinds: ContentTranslationStatus[] }) {
  const untranslated = kinds.filter((entry) => entry.untranslated > 0);
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold">Missing translations</h3>
      {untranslated.length === 0 ? (
        <p className="text-sm text-[var(--muted-foreground)]">Every item is translated into every language.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {untranslated.map((entry) => (
            <li key={entry.kind} className="min-w-0 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm">
              <UntranslatedItems entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function UntranslatedItems({ entry }: { entry: ContentTranslationStatus }) {
  const { label, path } = CONTENT_SCREENS[entry.kind];
  const more = entry.untranslated - entry.examples.length;
  return (
    <>
      <h4 className="flex items-baseline justify-between gap-2 text-sm font-semibold">
        <Link to={path} className={linkClass}>
          {label}
        </Link>
        <span className="text-xs font-normal text-[var(--muted-foreground)]">{entry.untranslated} to translate</span>
      </h4>
      <ul className="mt-2 grid gap-2 text-sm" aria-label={`${label} missing translations`}>
        {entry.examples.map((item) => (
          <li key={item.id} className="min-w-0">
            <span className="font-medium break-words">
              {entry.kind === "companySection" ? COMPANY_SECTION_LABELS[item.label as CompanySection] : item.label}
            </span>
            <span className="block text-xs text-[var(--muted-foreground)]">
              {item.missing.length === TRANSLATION_LOCALES.length ? (
                `Missing all ${TRANSLATION_LOCALES.length} languages`
              ) : (
                <>
                  Missing{" "}
                  {item.missing.map((locale, index) => (
                    <Fragment key={locale}>
                      {index > 0 && ", "}
                      <bdi>{languageName(locale)}</bdi>
                    </Fragment>
                  ))}
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-xs text-[var(--muted-foreground)]">and {more} more</p>}
    </>
  );
}
