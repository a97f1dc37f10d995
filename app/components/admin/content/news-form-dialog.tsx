/** docs/behaviour/admin-area.md §2 and §5: the create/edit news article dialog. */
import { useT } from "~/lib/i18n/translation";
import { Controller } from "react-hook-form";
import { NEWS_CATEGORY_DISPLAY } from "~/components/site/content/news-categories";
import { FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import { SwitchField } from "~/components/ui/switch";
import type { NewsArticleRow } from "~/schemas/content/news-article";
import { NEWS_CATEGORIES } from "~/lib/domain-values";
import { FormDialog } from "../forms/form-dialog";
import { ImageListField } from "../media/image-list-field";
import { NEWS_FORM_FIELDS, newsFormSchema, newsFormValues } from "./news-form-values";
import { ProductPickerField } from "../catalogue/product-picker-field";
import { PublicationField } from "../forms/publication-field";
import { SlugField } from "../forms/slug-field";
import { fillEmptySlug } from "../forms/slug-from-name";
import { TranslationsEditor } from "../forms/translations-editor";
import { UploadUrlField } from "../media/upload-url-field";
import { useEntityForm } from "../forms/use-entity-form";
import { NEWS_PATH } from "../shell/api-paths";
import { NEWS_ARTICLE_FIELD_LABELS } from "../forms/field-labels";

/** The four categories by their names ("Product Launch"), for the form and the screen's filter. */
export function NewsCategoryOptions() {
  // The public site's names for them, from the (English) catalog the admin area is given.
  const t = useT();
  return NEWS_CATEGORIES.map((category) => (
    <option key={category} value={category}>
      {t(NEWS_CATEGORY_DISPLAY[category].label)}
    </option>
  ));
}

export function NewsFormDialog({ open, article, onClose }: { open: boolean; article: NewsArticleRow | null; onClose(): void }) {
  const { form, dialogProps } = useEntityForm({
    schema: newsFormSchema,
    item: article,
    open,
    valuesOf: (item: NewsArticleRow | null) => newsFormValues(item),
    fieldNames: NEWS_FORM_FIELDS,
    path: NEWS_PATH,
    entity: "Article",
    history: "news_article",
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialogProps}
      title={article ? "Edit Article" : "Create Article"}
      description="Articles appear on the News page from their published date."
      wide
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={NEWS_ARTICLE_FIELD_LABELS.title} required error={errors.title?.message}>
          {(field) => <Input {...field} {...form.register("title", { onBlur: fillEmptySlug(form) })} />}
        </FormField>
        <SlugField form={form} savedSlug={article?.slug} addressOf={(slug) => `/news/${slug}`} hint="Used in the article URL: /news/slug" />
        <FormField label={NEWS_ARTICLE_FIELD_LABELS.category} error={errors.category?.message}>
          {(field) => (
            <Select {...field} {...form.register("category")}>
              <NewsCategoryOptions />
            </Select>
          )}
        </FormField>
        <FormField
          label={NEWS_ARTICLE_FIELD_LABELS.publishedAt}
          required
          hint="A later date keeps the article off the site until then."
          error={errors.publishedAt?.message}
        >
          {(field) => <Input {...field} type="datetime-local" {...form.register("publishedAt")} />}
        </FormField>
      </div>
      <PublicationField form={form} previewPath={article ? `/news/${article.slug}` : undefined} />
      <FormField
        label={NEWS_ARTICLE_FIELD_LABELS.excerpt}
        required
        hint="The summary shown on the news cards."
        error={errors.excerpt?.message}
      >
        {(field) => <Textarea {...field} rows={2} {...form.register("excerpt")} />}
      </FormField>
      <FormField
        label={NEWS_ARTICLE_FIELD_LABELS.content}
        required
        hint="Line breaks are kept on the article page."
        error={errors.content?.message}
      >
        {(field) => <Textarea {...field} rows={8} {...form.register("content")} />}
      </FormField>
      <Controller
        control={form.control}
        name="heroImageUrl"
        render={({ field, fieldState }) => (
          <UploadUrlField
            label={NEWS_ARTICLE_FIELD_LABELS.heroImageUrl}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="imageGallery"
        render={({ field, fieldState }) => (
          <ImageListField
            label={NEWS_ARTICLE_FIELD_LABELS.imageGallery}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label={NEWS_ARTICLE_FIELD_LABELS.author}
          hint={article ? undefined : "Leave empty to sign the article as the editorial team."}
          error={errors.author?.message}
        >
          {(field) => <Input {...field} {...form.register("author")} />}
        </FormField>
        <FormField label={NEWS_ARTICLE_FIELD_LABELS.tags} hint="Separate tags with commas." error={errors.tags?.message}>
          {(field) => <Input {...field} placeholder="Face Recognition, NDAA" {...form.register("tags")} />}
        </FormField>
      </div>
      <ProductPickerField
        control={form.control}
        name="relatedProductIds"
        legend={NEWS_ARTICLE_FIELD_LABELS.relatedProductIds}
        owner="the article"
      />
      <Controller
        control={form.control}
        name="isFeatured"
        render={({ field }) => (
          <SwitchField
            label={NEWS_ARTICLE_FIELD_LABELS.isFeatured}
            description="The newest featured article is shown large at the top of the News page."
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <TranslationsEditor control={form.control} entity="newsArticle" />
    </FormDialog>
  );
}
