/**
 * The form of an admin create/edit dialog: validated by its zod schema, reset to the item each
 * time the dialog opens, and saved by `POST {path}` (create) or `PUT {path}/{id}` (edit). A
 * success closes the dialog; a failure puts the API's reasons under the fields, or above the
 * buttons when no field explains it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { apiRequest } from "~/lib/api-client";
import { showServerErrors } from "./server-field-errors";
import { useAdminMutation } from "./use-admin-mutation";

export type EntityFormMessages = {
  created: string;
  updated: string;
  /** The failure toasts; left out where the spec gives the screen none (the error shows in the dialog). */
  createFailed?: string;
  updateFailed?: string;
};

export function useEntityForm<Values extends FieldValues, Output, Item extends { id: string }>({
  schema,
  item,
  open,
  valuesOf,
  fieldNames,
  path,
  refetch = [],
  messages,
  onClose,
}: {
  schema: z.ZodType<Output, Values>;
  /** The row being edited, or null to create one. */
  item: Item | null;
  open: boolean;
  valuesOf(item: Item | null): Values;
  /** The fields the form shows, where the API's field reasons go. */
  fieldNames: readonly string[];
  /** The collection's API path; its lists are refetched after a save. */
  path: string;
  /** Lists other than `path` that show this entity. */
  refetch?: readonly string[];
  messages: EntityFormMessages;
  onClose(): void;
}) {
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues: valuesOf(item) as never });
  const [formError, setFormError] = useState<string | null>(null);
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset(valuesOf(item));
      setFormError(null);
    }
    // valuesOf is a module-level function of each dialog: only an opening or another item resets the form.
  }, [open, item, reset]);

  const save = useAdminMutation({
    mutationFn: (values: Output) => (item ? apiRequest("PUT", `${path}/${item.id}`, values) : apiRequest("POST", path, values)),
    refetch: [path, ...refetch],
    success: item ? messages.updated : messages.created,
    failure: item ? messages.updateFailed : messages.createFailed,
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(onClose, (error: unknown) => setFormError(showServerErrors(error, form.setError, fieldNames))),
  );

  /** What `FormDialog` needs from the form; the dialog adds its texts. */
  const dialogProps = { open, onClose, dirty: form.formState.isDirty, submitting: save.isPending, formError, onSubmit };

  return { form, formError, saving: save.isPending, onSubmit, dialogProps };
}
