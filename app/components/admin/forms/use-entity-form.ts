/**
 * The form of an admin create/edit dialog: validated by its zod schema, put on the item each
 * time the dialog opens (a refetched item changes only the fields not yet edited), and saved by `POST {path}` (create) or `PUT {path}/{id}` (edit). A
 * success closes the dialog; a failure puts the API's reasons under the fields, or above the
 * buttons when no field explains it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { apiRequest } from "~/lib/api-client";
import type { VersionedKind } from "~/lib/history-values";
import { entityTexts } from "./entity-texts";
import { showServerErrors } from "./server-field-errors";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormFromData } from "./use-form-from-data";

export function useEntityForm<Values extends FieldValues, Output, Item extends { id: string }>({
  schema,
  item,
  open,
  valuesOf,
  fieldNames,
  path,
  refetch = [],
  entity,
  failureToasts = true,
  onSaved,
  history,
  onClose,
}: {
  schema: z.ZodType<Output, Values>;
  /** The row being edited, or null to create one. */
  item: Item | null;
  open: boolean;
  /** The form's values for the item: every field of the schema, optional ones too (a field left out is a type error). */
  valuesOf(item: Item | null): Required<Values>;
  /** The fields the form shows, where the API's field reasons go. */
  fieldNames: readonly string[];
  /** The collection's API path; its lists are refetched after a save. */
  path: string;
  /** Lists other than `path` that show this entity. */
  refetch?: readonly string[];
  /** The entity's title-case name ("Case Study"): the dialog's title, button and toasts are built from it. */
  entity: string;
  /** docs/behaviour/admin-area.md §8 gives resources and hero slides no failure toast: the error shows in the dialog. */
  failureToasts?: boolean;
  /** Given the API's answer to a save, before the dialog closes (a new webhook endpoint's secret, shown once). */
  onSaved?(saved: unknown): void;
  /** The kind, for an entity that keeps its versions: editing one offers its History (decision 062). */
  history?: VersionedKind;
  onClose(): void;
}) {
  const texts = entityTexts(entity);
  // Taken once per opening and per state of the item: a new item's defaults may hold the moment
  // the dialog opened ("published now"), and values that changed with the clock would reset the
  // form under the user's hands, swallowing the click on its button (a minute passing did). `valuesOf` is a function of the item
  // alone; `open` starts each opening afresh.
  const values = useMemo(() => valuesOf(item), [open, item]);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues: values as never });
  const [formError, setFormError] = useState<string | null>(null);
  const record = item?.id ?? "new";

  useFormFromData(form.reset, { open, record, values });
  useEffect(() => {
    if (open) setFormError(null);
  }, [open, record]);

  const save = useAdminMutation({
    mutationFn: (values: Output) => (item ? apiRequest("PUT", `${path}/${item.id}`, values) : apiRequest("POST", path, values)),
    refetch: [path, ...refetch],
    success: item ? texts.updated : texts.created,
    failure: failureToasts ? (item ? texts.updateFailed : texts.createFailed) : undefined,
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => {
        onSaved?.(saved);
        onClose();
      },
      (error: unknown) => setFormError(showServerErrors(error, form.setError, fieldNames)),
    ),
  );

  /** What `FormDialog` needs; the dialog adds its description and fields. */
  const dialogProps = {
    open,
    onClose,
    title: item ? texts.editTitle : texts.addTitle,
    submitLabel: item ? texts.updateLabel : texts.createLabel,
    dirty: form.formState.isDirty,
    submitting: save.isPending,
    formError,
    onSubmit,
    history: item && history ? { kind: history, id: item.id, refetch: [path, ...refetch] } : undefined,
  };

  return { form, dialogProps };
}
