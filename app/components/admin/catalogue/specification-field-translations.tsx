/**
 * One typed specification field's name and unit in the site's other languages (decision 033),
 * folded under its row in the category dialog's fields editor. An input left empty shows the
 * English on the site, as everywhere else; the summary says how many languages have a name.
 */
import { FormField, Input } from "~/components/ui/form-field";
import { TRANSLATION_LOCALES, type TranslationLocale } from "~/lib/content-translations";
import { LOCALE_DISPLAY, textDirection } from "~/lib/i18n/locales";

export type FieldTranslations = Partial<Record<TranslationLocale, { name?: string; unit?: string }>>;
type TranslatedPart = "name" | "unit";

export function SpecificationFieldTranslations({
  fieldLabel,
  hasUnit,
  value,
  errors,
  errorPrefix,
  onChange,
}: {
  /** The field's English name, or what the row is called while it has none. */
  fieldLabel: string;
  hasUnit: boolean;
  value: FieldTranslations;
  /** The API's reasons by path, e.g. `fields.2.translations.de.name`. */
  errors: Record<string, string>;
  errorPrefix: string;
  onChange: (value: FieldTranslations) => void;
}) {
  const named = TRANSLATION_LOCALES.filter((locale) => value[locale]?.name?.trim()).length;
  const hasError = Object.keys(errors).some((path) => path.startsWith(`${errorPrefix}.`));
  const change = (locale: TranslationLocale, part: TranslatedPart, text: string) =>
    onChange({ ...value, [locale]: { ...value[locale], [part]: text } });
  const input = (locale: TranslationLocale, part: TranslatedPart) => {
    const label = `${part === "name" ? "Name" : "Unit"} (${LOCALE_DISPLAY[locale].name})`;
    return (
      <FormField label={label} error={errors[`${errorPrefix}.${locale}.${part}`]}>
        {(props) => (
          <Input
            {...props}
            // Every field has these inputs: the accessible name says whose they are.
            aria-label={`${fieldLabel}: ${label}`}
            lang={locale}
            dir={textDirection(locale)}
            value={value[locale]?.[part] ?? ""}
            onChange={(event) => change(locale, part, event.target.value)}
          />
        )}
      </FormField>
    );
  };
  return (
    <details className="sm:col-span-4" open={hasError || undefined}>
      <summary className="cursor-pointer text-sm">
        Translations of {fieldLabel} ({named} of {TRANSLATION_LOCALES.length} languages)
      </summary>
      <div className="mt-3 grid gap-3">
        {TRANSLATION_LOCALES.map((locale) => (
          <div key={locale} className={hasUnit ? "grid gap-3 sm:grid-cols-[2fr_1fr]" : "grid"}>
            {input(locale, "name")}
            {hasUnit && input(locale, "unit")}
          </div>
        ))}
      </div>
    </details>
  );
}
