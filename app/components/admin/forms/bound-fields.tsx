/**
 * Form fields that are not plain inputs, each bound to a react-hook-form field: a file address
 * (upload or library), a list of texts or a gallery, a switch, a set of checkboxes.
 */
import type { ComponentProps } from "react";
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { SwitchField } from "~/components/ui/switch";
import { ImageListField } from "../media/image-list-field";
import { ListInput } from "./list-input";
import { UploadUrlField } from "../media/upload-url-field";

type Bound<Values extends FieldValues, Output extends FieldValues, Value> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, Value>;
};

export function FormUploadUrlField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values, Output, string | null | undefined> &
  Omit<ComponentProps<typeof UploadUrlField>, "value" | "onChange" | "onBlur" | "error">) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UploadUrlField
          {...props}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A list of short texts added one at a time, or with `images` an ordered gallery. */
export function FormListField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  images = false,
  placeholder,
  ...props
}: Bound<Values, Output, string[] | undefined> & { label: string; maxItems?: number; placeholder?: string; images?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const bound = { ...props, value: field.value ?? [], onChange: field.onChange, error: fieldState.error?.message };
        return images ? <ImageListField {...bound} /> : <ListInput {...bound} placeholder={placeholder} />;
      }}
    />
  );
}

export function FormSwitchField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values, Output, boolean | undefined> & { label: string; description?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SwitchField {...props} checked={field.value ?? false} onCheckedChange={field.onChange} />}
    />
  );
}

/** Checkboxes for choosing several of `options`; the chosen values are kept in the options' order. */
export function FormCheckboxListField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  legend,
  options,
  listClassName = "flex flex-wrap gap-x-4 gap-y-1",
}: Bound<Values, Output, readonly string[] | undefined> & {
  legend: string;
  options: readonly { value: string; label: string }[];
  listClassName?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: readonly string[] = field.value ?? [];
        return (
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
            <ul className={listClassName}>
              {options.map(({ value, label }) => (
                <li key={value}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--primary)]"
                      checked={chosen.includes(value)}
                      onChange={(event) =>
                        field.onChange(
                          options
                            .map((option) => option.value)
                            .filter((other) => (other === value ? event.target.checked : chosen.includes(other))),
                        )
                      }
                    />
                    {label}
                  </label>
                </li>
              ))}
            </ul>
            {fieldState.error && <p className="text-xs text-red-700 dark:text-red-400">{fieldState.error.message}</p>}
          </fieldset>
        );
      }}
    />
  );
}
