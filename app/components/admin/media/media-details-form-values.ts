/** The media details dialog's form: the item's alt text and caption in English and the other languages, by the API's rules. */
import type { z } from "zod";
import { mediaDescriptionSchema, type MediaRow } from "~/schemas/media/media";
import { translationFieldNames } from "../forms/translations-editor-values";

export const mediaDetailsFormSchema = mediaDescriptionSchema;
export type MediaDetailsFormValues = z.input<typeof mediaDetailsFormSchema>;

export const MEDIA_DETAILS_FORM_FIELDS = ["altText", "caption", ...translationFieldNames("media")];

export const mediaDetailsFormValues = (file: MediaRow | null): Required<MediaDetailsFormValues> => ({
  altText: file?.altText ?? "",
  caption: file?.caption ?? "",
  translations: file?.translations ?? {},
});
