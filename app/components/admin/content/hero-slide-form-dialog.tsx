/**
 * docs/behaviour/admin-area.md §2: the add/edit hero slide dialog, with its two buttons, statistics, order and
 * active toggle. A failed save shows its reason in the dialog, never as a toast (§8).
 */
import { Controller } from "react-hook-form";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import { SwitchField } from "~/components/ui/switch";
import type { HeroSlideRow } from "~/schemas/content/hero-slide";
import { FormDialog } from "../forms/form-dialog";
import { HERO_SLIDE_FORM_FIELDS, heroSlideFormSchema, heroSlideFormValues } from "./hero-slide-form-values";
import { HeroSlideStatsField } from "./hero-slide-stats-field";
import { TranslationsEditor } from "../forms/translations-editor";
import { UploadUrlField } from "../media/upload-url-field";
import { useEntityForm } from "../forms/use-entity-form";
import { HERO_SLIDES_PATH } from "../shell/api-paths";
import { HERO_SLIDE_FIELD_LABELS } from "../forms/field-labels";

const BUTTONS = [
  {
    text: "ctaText",
    link: "ctaLink",
    hint: "A page of this site such as /products, or an http(s) address. A button shows only with both a text and a link.",
  },
  { text: "cta2Text", link: "cta2Link", hint: undefined },
] as const;

export function HeroSlideFormDialog({ open, slide, onClose }: { open: boolean; slide: HeroSlideRow | null; onClose(): void }) {
  const { form, dialogProps } = useEntityForm({
    schema: heroSlideFormSchema,
    item: slide,
    open,
    valuesOf: heroSlideFormValues,
    fieldNames: HERO_SLIDE_FORM_FIELDS,
    path: HERO_SLIDES_PATH,
    entity: "Hero Slide",
    history: "hero_slide",
    failureToasts: false,
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialogProps}
      description="Active slides rotate in the carousel at the top of the home page, lowest order first."
      submitLabel={slide ? "Update Slide" : "Create Slide"}
      wide
    >
      <FormField label={HERO_SLIDE_FIELD_LABELS.title} required error={errors.title?.message}>
        {(field) => <Input {...field} {...form.register("title")} />}
      </FormField>
      <FormField label={HERO_SLIDE_FIELD_LABELS.subtitle} error={errors.subtitle?.message}>
        {(field) => <Input {...field} {...form.register("subtitle")} />}
      </FormField>
      <FormField label={HERO_SLIDE_FIELD_LABELS.description} error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={2} {...form.register("description")} />}
      </FormField>
      <Controller
        control={form.control}
        name="backgroundImageUrl"
        render={({ field, fieldState }) => (
          <UploadUrlField
            label={HERO_SLIDE_FIELD_LABELS.backgroundImageUrl}
            required
            hint="A wide picture (1920 × 1080); the text sits on its left side."
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {BUTTONS.map((button) => (
        <div key={button.text} className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label={HERO_SLIDE_FIELD_LABELS[button.text]} error={errors[button.text]?.message}>
            {(field) => <Input {...field} {...form.register(button.text)} />}
          </FormField>
          <FormField label={HERO_SLIDE_FIELD_LABELS[button.link]} hint={button.hint} error={errors[button.link]?.message}>
            {(field) => <Input {...field} inputMode="url" {...form.register(button.link)} />}
          </FormField>
        </div>
      ))}
      <HeroSlideStatsField form={form} />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={HERO_SLIDE_FIELD_LABELS.order} hint="Lower numbers come first." error={errors.order?.message}>
          {(field) => <Input {...field} inputMode="numeric" {...form.register("order")} />}
        </FormField>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <SwitchField
              label={HERO_SLIDE_FIELD_LABELS.isActive}
              description="Only active slides are shown on the home page."
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      <TranslationsEditor control={form.control} entity="heroSlide" />
    </FormDialog>
  );
}
