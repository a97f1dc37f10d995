/**
 * Form fields that are not plain inputs, each bound to a react-hook-form field: a file address
 * (upload or library), a list of texts or a gallery, a switch.
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
