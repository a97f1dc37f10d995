/**
 * The translations of an entity dialog's content, typed beside the English text: a language is
 * chosen (each marked complete or not), then each translatable field shows its English text and
 * the input for that language, side by side on a wide screen and one above the other on a phone.
 * A field left empty shows the English text on the site.
 */
import { Check } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { useId, useState } from "react";
import { useController, useFormState, useWatch, type Control, type FieldValues } from "react-hook-form";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import { TRANSLATABLE_FIELDS, TRANSLATION_LOCALES, type TranslatableEntity, type TranslationLocale } from "~/lib/content-translations";
import { LOCALE_DISPLAY, textDirection } from "~/lib/i18n/locales";
import { cn } from "~/lib/cn";
import {
  TRANSLATION_INPUTS,
  errorMessage,
  linesOf,
  listOf,
  localesWithErrors,
  translationStatuses,
  withTranslatedField,
  type FormTranslations,
  type TranslatableField,
  type TranslationStatus,
} from "./translations-editor-values";
import { TRANSLATIONS_LABEL } from "./field-labels";

type TranslatedForm = { translations?: FormTranslations };

const STATUS_TEXT: Record<TranslationStatus, string> = {
  complete: "translated",
  incomplete: "not fully translated",
  empty: "nothing to translate yet",
};

function StatusMark({ status, invalid }: { status: TranslationStatus; invalid: boolean }) {
  if (invalid) return <span className="size-2 rounded-full bg-red-600 dark:bg-red-400" aria-hidden />;
  if (status === "complete")
    return (
      <Check
        className="size-3.5 text-emerald-700 group-data-[state=on]:text-current dark:text-emerald-400 dark:group-data-[state=on]:text-current"
        strokeWidth={3}
        aria-hidden
      />
    );
  if (status === "incomplete") return <span className="size-2 rounded-full bg-amber-500 dark:bg-amber-400" aria-hidden />;
  return <span className="size-2 rounded-full border border-current opacity-50" aria-hidden />;
}

function TranslationRow({
  field,
  locale,
  english,
  value,
  error,
  onChange,
}: {
  field: TranslatableField;
  locale: TranslationLocale;
  english: unknown;
  value: unknown;
  error?: string;
  onChange(value: string | string[]): void;
}) {
  const englishId = useId();
  const { label, kind } = TRANSLATION_INPUTS[field];
  const englishText = linesOf(english);
  const languageProps = { lang: locale, dir: textDirection(locale) };

  return (
    <div className="grid min-w-0 items-start gap-x-4 gap-y-2 sm:grid-cols-2">
      <div className="grid min-w-0 gap-1.5">
        <p className="text-sm font-medium text-[var(--muted-foreground)]">{label} (English)</p>
        {/* A long text scrolls in its box, which the keyboard can reach to scroll it. */}
        <div
          id={englishId}
          lang="en"
          role={kind === "line" ? undefined : "region"}
          aria-label={kind === "line" ? undefined : `${label} (English)`}
          tabIndex={kind === "line" ? undefined : 0}
          className={cn(
            "min-h-10 rounded-md border border-dashed border-[var(--border)] bg-[var(--muted)] px-3 py-2 text-sm break-words whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-[var(--ring)]",
            kind !== "line" && "max-h-40 overflow-y-auto",
          )}
        >
          {englishText.trim() ? englishText : <span className="text-[var(--muted-foreground)] italic">No English text</span>}
        </div>
      </div>
      <FormField
        label={`${label} (${LOCALE_DISPLAY[locale].name})`}
        hint={kind === "list" ? "One per line." : undefined}
        error={error}
        className="min-w-0"
      >
        {(props) => {
          // A short English text is read out with its input, as the text to translate.
          const describedBy = [kind === "line" ? englishId : undefined, props["aria-describedby"]].filter(Boolean).join(" ") || undefined;
          const bound = { ...props, ...languageProps, "aria-describedby": describedBy };
          if (kind === "line") return <Input {...bound} value={linesOf(value)} onChange={(event) => onChange(event.target.value)} />;
          return (
            <Textarea
              {...bound}
              rows={4}
              value={linesOf(value)}
              onChange={(event) => onChange(kind === "list" ? listOf(event.target.value) : event.target.value)}
            />
          );
        }}
      </FormField>
    </div>
  );
}

export function TranslationsEditor<Values extends FieldValues & TranslatedForm, Output extends FieldValues>({
  control,
  entity,
}: {
  control: Control<Values, unknown, Output>;
  entity: TranslatableEntity;
}) {
  const id = useId();
  // The form's own types cannot be narrowed by a generic; its `translations` is what this editor holds.
  const translatedControl = control as unknown as Control<TranslatedForm>;
  const { field } = useController({ control: translatedControl, name: "translations" });
  const values = useWatch({ control: translatedControl }) as Record<string, unknown>;
  const { errors } = useFormState({ control: translatedControl, name: "translations" });
  const [locale, setLocale] = useState<TranslationLocale | null>(null);
  const translations = field.value ?? {};
  const statuses = translationStatuses(values, entity);
  const invalidLocales = localesWithErrors(errors.translations);
  const invalidKey = invalidLocales.join(" ");

  // A save refused for a translation opens the language it is in (unless the one open has an error too).
  const [shownInvalidKey, setShownInvalidKey] = useState("");
  if (invalidKey !== shownInvalidKey) {
    setShownInvalidKey(invalidKey);
    const [first] = invalidLocales;
    if (first && !(locale && invalidLocales.includes(locale))) setLocale(first);
  }

  const languageErrors = locale ? (errors.translations as Record<string, Record<string, unknown>> | undefined)?.[locale] : undefined;

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-[var(--border)] p-4" aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-medium">{TRANSLATIONS_LABEL}</legend>
      <div className="-mt-2 grid gap-3">
        <p id={`${id}-hint`} className="text-xs text-[var(--muted-foreground)]">
          Choose a language to translate into. Leave a field empty to show the English text.
        </p>
        {/* The marks' key; screen readers hear each language's status as its description. */}
        <p className="-mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-[var(--muted-foreground)]" aria-hidden>
          <span className="inline-flex items-center gap-1.5">
            <StatusMark status="complete" invalid={false} /> Translated
          </span>
          <span className="inline-flex items-center gap-1.5">
            <StatusMark status="incomplete" invalid={false} /> Some fields still in English
          </span>
        </p>
        <ToggleGroup.Root
          type="single"
          value={locale ?? ""}
          onValueChange={(value) => setLocale(value ? (value as TranslationLocale) : null)}
          aria-label="Language"
          className="flex flex-wrap gap-2"
        >
          {TRANSLATION_LOCALES.map((code) => {
            const invalid = invalidLocales.includes(code);
            return (
              <ToggleGroup.Item
                key={code}
                value={code}
                aria-describedby={`${id}-${code}-status`}
                className={cn(
                  "group inline-flex h-8 items-center gap-1.5 rounded-full border border-[var(--border)] bg-[var(--card)] px-3 text-sm hover:bg-[var(--muted)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]",
                  "data-[state=on]:border-[var(--primary)] data-[state=on]:bg-[var(--primary)] data-[state=on]:text-[var(--primary-foreground)]",
                  invalid && "border-red-600 dark:border-red-400",
                )}
              >
                <StatusMark status={statuses[code]} invalid={invalid} />
                <span lang={code}>{LOCALE_DISPLAY[code].name}</span>
                {/* The language's status is its description, so that its name stays the language's. */}
                <span id={`${id}-${code}-status`} className="sr-only" aria-hidden>
                  {invalid ? "has errors" : STATUS_TEXT[statuses[code]]}
                </span>
              </ToggleGroup.Item>
            );
          })}
        </ToggleGroup.Root>
        {errorMessage(errors.translations) && <p className="text-sm text-red-700 dark:text-red-400">{errorMessage(errors.translations)}</p>}
      </div>
      {locale && (
        <div className="grid gap-5 border-t border-[var(--border)] pt-4">
          {TRANSLATABLE_FIELDS[entity].map((name) => (
            <TranslationRow
              key={`${locale}-${name}`}
              field={name}
              locale={locale}
              english={values[name]}
              value={translations[locale]?.[name]}
              error={errorMessage(languageErrors?.[name])}
              onChange={(value) => field.onChange(withTranslatedField(translations, locale, name, value))}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
