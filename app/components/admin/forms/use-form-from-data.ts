/**
 * Puts a form on the record it edits, whose values a query delivers, possibly late (the first
 * answer arrives after the dialog opened) and possibly again (a refetch). The form starts from the
 * record's values when it opens or turns to another record; values arriving after that update
 * only the fields the user has not changed, so nothing typed is ever overwritten.
 */
import { useEffect, useMemo } from "react";
import type { FieldValues, UseFormReset } from "react-hook-form";

export type FormData<Values> = {
  /** Whether the form is shown; each opening starts it afresh. */
  open: boolean;
  /** Which record the form edits ("new" for one to create): another one starts the form afresh. */
  record: string;
  /** The record's values as the form holds them, or undefined while they have not arrived. */
  values: Values | undefined;
};

/** Follows a form's data as it changes: call it with each state of the data. */
export function followFormData<Values extends FieldValues>(reset: UseFormReset<Values>) {
  let shown: { record: string; json: string | undefined } | null = null;
  return ({ open, record, values }: FormData<Values>) => {
    if (!open) {
      shown = null;
      return;
    }
    const json = values === undefined ? undefined : JSON.stringify(values);
    if (shown?.record === record && shown.json === json) return;
    // Without values yet, the form goes back to the last ones it was given, dropping edits from an earlier opening.
    if (shown?.record !== record) reset(values);
    else if (values !== undefined) reset(values, { keepDirtyValues: true, keepDirty: true, keepErrors: true, keepTouched: true });
    shown = { record, json };
  };
}

/** `reset` is the form's own (`useForm().reset`), the same function on every render. */
export function useFormFromData<Values extends FieldValues>(reset: UseFormReset<Values>, { open, record, values }: FormData<Values>) {
  const follow = useMemo(() => followFormData(reset), [reset]);
  // A render's new object with the same values changes nothing: `follow` compares them by content.
  useEffect(() => follow({ open, record, values }));
}
