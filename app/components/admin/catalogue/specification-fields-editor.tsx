/**
 * The category dialog's typed specification fields (decision 033): name, unit, type, choices,
 * order and the name's and unit's translations, saved on their own with `PUT /api/categories/{id}/specification-fields`. The API's reasons
 * are shown under the field they name (a duplicate name, a choice field without choices, a type
 * change of a field that products have values for).
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { FormField, Input, Select } from "~/components/ui/form-field";
import { ApiError, apiRequest } from "~/lib/api-client";
import { SPECIFICATION_FIELD_TYPES, type SpecificationFieldType } from "~/lib/domain-values";
import type { SpecificationFieldRow } from "~/schemas/catalogue/specification-field";
import { SpecificationFieldTranslations, type FieldTranslations } from "./specification-field-translations";
import { QueryError } from "../shell/admin-page-header";
import { useAdminMutation } from "../forms/use-admin-mutation";
import { CATEGORIES_PATH, PRODUCTS_PATH } from "../shell/api-paths";

type EditedField = {
  id?: string;
  name: string;
  unit: string;
  type: SpecificationFieldType;
  choices: string;
  translations: FieldTranslations;
};

const TYPE_LABELS: Record<SpecificationFieldType, string> = { number: "Number", text: "Text", boolean: "Yes / no", choice: "Choice" };

export const specificationFieldsPath = (categoryId: string) => `${CATEGORIES_PATH}/${categoryId}/specification-fields`;

const edited = (field: SpecificationFieldRow): EditedField => ({
  id: field.id,
  name: field.name,
  unit: field.unit ?? "",
  type: field.type,
  choices: field.choices.join(", "),
  translations: field.translations,
});

/** The body of the PUT: choices typed comma-separated, each trimmed; the API drops empty translations. */
const bodyOf = (fields: EditedField[]) => ({
  fields: fields.map(({ id, name, unit, type, choices, translations }) => ({
    ...(id ? { id } : {}),
    name,
    unit,
    type,
    choices: type === "choice" ? choices.split(",").map((choice) => choice.trim()) : [],
    translations,
  })),
});

export function SpecificationFieldsEditor({ categoryId }: { categoryId: string }) {
  const path = specificationFieldsPath(categoryId);
  const stored = useQuery<SpecificationFieldRow[]>({ queryKey: [path] });
  const [fields, setFields] = useState<EditedField[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null);
  useEffect(() => {
    // The stored fields fill the form once. A later read (the refetch after a save, or on the
    // window's focus) would replace what staff have typed since, and remount new fields.
    if (!stored.data || loadedFrom === path) return;
    setFields(stored.data.map(edited));
    setLoadedFrom(path);
  }, [stored.data, path, loadedFrom]);

  const save = useAdminMutation({
    mutationFn: async (body: ReturnType<typeof bodyOf>) => {
      const saved = await apiRequest<SpecificationFieldRow[]>("PUT", path, body);
      // The saved fields, new ones with their ids, before the success message invites more edits.
      setFields(saved.map(edited));
      return saved;
    },
    refetch: [path, PRODUCTS_PATH],
    success: "Specification fields saved",
  });

  const change = (index: number, values: Partial<EditedField>) =>
    setFields((current) => current.map((field, at) => (at === index ? { ...field, ...values } : field)));
  const move = (index: number, by: -1 | 1) =>
    setFields((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  const onSave = async () => {
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync(bodyOf(fields));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <fieldset className="grid gap-3 rounded-lg border border-[var(--border)] p-4">
      <legend className="px-1 text-sm font-medium">Specification fields</legend>
      <p className="text-xs text-[var(--muted-foreground)]">
        Typed fields that this category&apos;s products fill in; numbers, yes / no and choices become filters in the catalogue. A field that
        products have values for cannot change its type: remove it and add it anew to discard them.
      </p>
      <QueryError error={stored.error} />
      {/* Until the stored fields fill the form there is nothing to edit: a field added meanwhile
          would be replaced by them. */}
      {loadedFrom !== path && !stored.error && <Skeleton className="h-10 w-full" />}
      {fields.map((field, index) => (
        <div key={field.id ?? `new-${index}`} className="grid gap-3 rounded-md bg-[var(--muted)] p-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
          <FormField label={`Field ${index + 1} name`} required error={errors[`fields.${index}.name`]}>
            {(props) => <Input {...props} value={field.name} onChange={(event) => change(index, { name: event.target.value })} />}
          </FormField>
          <FormField label="Unit" error={errors[`fields.${index}.unit`]}>
            {(props) => (
              <Input
                {...props}
                value={field.unit}
                placeholder="e.g. mm"
                onChange={(event) => change(index, { unit: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="Type" error={errors[`fields.${index}.type`]}>
            {(props) => (
              <Select
                {...props}
                value={field.type}
                onChange={(event) => change(index, { type: event.target.value as SpecificationFieldType })}
              >
                {SPECIFICATION_FIELD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="flex items-end gap-1">
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={`Move ${field.name || "field"} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={`Move ${field.name || "field"} down`}
              disabled={index === fields.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={`Remove ${field.name || "field"}`}
              onClick={() => setFields((current) => current.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
          <SpecificationFieldTranslations
            fieldLabel={field.name || `field ${index + 1}`}
            hasUnit={field.unit.trim() !== ""}
            value={field.translations}
            errors={errors}
            errorPrefix={`fields.${index}.translations`}
            onChange={(translations) => change(index, { translations })}
          />
          {field.type === "choice" && (
            <FormField
              label="Choices"
              hint="Separated by commas, e.g. IP54, IP65, IP67."
              error={errors[`fields.${index}.choices`]}
              className="sm:col-span-4"
            >
              {(props) => <Input {...props} value={field.choices} onChange={(event) => change(index, { choices: event.target.value })} />}
            </FormField>
          )}
        </div>
      ))}
      {(formError || errors.fields) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {formError ?? errors.fields}
        </p>
      )}
      {loadedFrom === path && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => setFields((current) => [...current, { name: "", unit: "", type: "number", choices: "", translations: {} }])}
          >
            <Plus aria-hidden /> Add field
          </Button>
          <Button type="button" onClick={onSave} disabled={save.isPending}>
            Save fields
          </Button>
        </div>
      )}
    </fieldset>
  );
}
