import { createFormControl } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { followFormData } from "./use-form-from-data";

type Values = { name: string; email: string };

/** A form as react-hook-form keeps it, with what a user's typing does to a field. */
function formOf(values: Values) {
  const form = createFormControl<Values>({ defaultValues: values });
  form.register("name");
  form.register("email");
  const type = (field: keyof Values, text: string) => form.setValue(field, text, { shouldDirty: true });
  return { form, type, follow: followFormData(form.reset) };
}

const saved: Values = { name: "Ann", email: "ann@example.com" };

describe("followFormData", () => {
  it("keeps what the user typed when the record's values arrive again (a refetch)", () => {
    const { form, type, follow } = formOf({ name: "", email: "" });
    follow({ open: true, record: "user-1", values: saved });
    type("name", "Annabel");

    follow({ open: true, record: "user-1", values: { name: "Ann", email: "ann@example.org" } });

    expect(form.getValues()).toEqual({ name: "Annabel", email: "ann@example.org" });
    expect(form.getFieldState("name").isDirty).toBe(true);
  });

  it("keeps what the user typed when the values arrive only after the form opened", () => {
    const { form, type, follow } = formOf({ name: "", email: "" });
    follow({ open: true, record: "settings", values: undefined });
    type("email", "sales@example.com");

    follow({ open: true, record: "settings", values: saved });

    expect(form.getValues()).toEqual({ name: "Ann", email: "sales@example.com" });
  });

  it("does nothing when the same values arrive as a new object", () => {
    const { form, type, follow } = formOf({ name: "", email: "" });
    follow({ open: true, record: "user-1", values: saved });
    type("name", "Annabel");
    type("email", "annabel@example.com");

    follow({ open: true, record: "user-1", values: { ...saved } });

    expect(form.getValues()).toEqual({ name: "Annabel", email: "annabel@example.com" });
  });

  it("starts afresh on another record and on each opening", () => {
    const { form, type, follow } = formOf({ name: "", email: "" });
    follow({ open: true, record: "user-1", values: saved });
    type("name", "Annabel");

    const other = { name: "Bob", email: "bob@example.com" };
    follow({ open: true, record: "user-2", values: other });
    expect(form.getValues()).toEqual(other);

    type("name", "Bobby");
    follow({ open: false, record: "user-2", values: other });
    follow({ open: true, record: "user-2", values: other });
    expect(form.getValues()).toEqual(other);
    expect(form.getFieldState("name").isDirty).toBe(false);
  });
});
