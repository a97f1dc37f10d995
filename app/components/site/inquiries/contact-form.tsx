import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useElementId } from "~/components/islands/island-root";
import { Button } from "~/components/ui/button";
import { FormField, HoneypotField, Input, Select, Textarea } from "~/components/ui/form-field";
import { apiRequest } from "~/lib/api-client";
import { useLocale, useT } from "~/lib/i18n/translation";
import { inquiryChatSummary } from "~/lib/inquiries/inquiry-chat-summary";
import { clearQuote, useQuoteList } from "~/lib/visitor-lists/quote-list";
import { CONTACT_INQUIRY_TYPES, contactInquirySchema } from "~/schemas/inquiries/inquiry-forms";
import { chatLink } from "../shell/chat-link";
import { CONTACT_TYPE_LABELS, type ContactInquiryType } from "./contact-types";
import { postedErrors, type PostedFields } from "./posted-form";
import { QuoteItems, type RetiredInQuote } from "./quote-items";
import { showToast } from "../shell/toasts";
import { useFormStartToken } from "./use-form-start-token";
import { useValidationMessage } from "./validation-message";

type FormValues = z.input<typeof contactInquirySchema>;

const emptyValues = (type: ContactInquiryType): FormValues => ({
  type,
  name: "",
  email: "",
  phone: "",
  company: "",
  country: "",
  message: "",
  website: "",
});

/**
 * The contact inquiry form. The quote list's products are listed with their quantities and notes
 * to edit, and sent as `items` with the page's language (a quote request's confirmation e-mail is
 * written in it). After a successful inquiry the form resets and the chat link opens in a new tab
 * with a summary. Without script it posts to its page, which answers for it (`posted`: the fields
 * again, with their errors).
 */
export function ContactForm({
  initialType,
  chatPhone,
  posted,
  retired,
}: {
  initialType: ContactInquiryType;
  chatPhone: string;
  posted: PostedFields | null;
  /** The products no longer quoted, with their replacements: a quote list holding one says so. */
  retired: RetiredInQuote;
}) {
  const t = useT();
  const fieldError = useValidationMessage();
  const quoteItems = useQuoteList();
  const language = useLocale();
  const startToken = useFormStartToken();
  const formId = useElementId("form");
  const fieldId = (name: keyof FormValues) => `${formId}-${name}`;
  const [postedAgain] = useState(() => ({
    defaultValues: { ...emptyValues(initialType), ...posted?.values } as FormValues,
    errors: postedErrors<FormValues>(posted),
  }));
  const form = useForm<FormValues, unknown, z.output<typeof contactInquirySchema>>({
    resolver: zodResolver(contactInquirySchema),
    ...postedAgain,
  });
  const { errors, isSubmitting } = form.formState;
  // react-hook-form fills its fields in the browser: the server writes their values itself (a form posted without script comes back filled).
  const fieldProps = (name: Exclude<keyof FormValues, "website" | "formToken">) => ({
    ...form.register(name),
    defaultValue: String(postedAgain.defaultValues[name] ?? ""),
  });

  const onSubmit = form.handleSubmit(async (inquiry) => {
    try {
      const formToken = await startToken.take();
      const items = quoteItems.map((item) => ({ productId: item.id, quantity: item.quantity, note: item.note }));
      await apiRequest("POST", "/api/inquiries", { ...inquiry, items, language, formToken });
    } catch {
      showToast({ title: t("inquiry.errorTitle"), description: t("inquiry.errorText"), variant: "destructive" });
      return;
    }
    const summary = inquiryChatSummary({ ...inquiry, typeLabel: t(CONTACT_TYPE_LABELS[inquiry.type]), products: quoteItems }, t);
    startToken.reset();
    form.reset(emptyValues(inquiry.type));
    clearQuote();
    showToast({ title: t("inquiry.chatTitle"), description: t("inquiry.chatText") });
    window.open(chatLink(chatPhone, summary), "_blank", "noopener,noreferrer");
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={startToken.start} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField {...form.register("website")} />
      <input type="hidden" name="language" value={language} />
      <FormField
        id={fieldId("type")}
        label={t("inquiry.typeLabel")}
        required
        error={fieldError(errors.type?.message)}
        className="sm:col-span-2"
      >
        {(field) => (
          <Select {...field} {...fieldProps("type")}>
            {CONTACT_INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(CONTACT_TYPE_LABELS[type])}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id={fieldId("name")} label={t("form.fullName")} required error={fieldError(errors.name?.message)}>
        {(field) => <Input {...field} autoComplete="name" {...fieldProps("name")} />}
      </FormField>
      <FormField id={fieldId("email")} label={t("form.email")} required error={fieldError(errors.email?.message)}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...fieldProps("email")} />}
      </FormField>
      <FormField id={fieldId("phone")} label={t("form.phone")} error={fieldError(errors.phone?.message)}>
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...fieldProps("phone")} />}
      </FormField>
      <FormField id={fieldId("company")} label={t("form.company")} error={fieldError(errors.company?.message)}>
        {(field) => <Input {...field} autoComplete="organization" {...fieldProps("company")} />}
      </FormField>
      <FormField id={fieldId("country")} label={t("form.country")} error={fieldError(errors.country?.message)} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="country-name" {...fieldProps("country")} />}
      </FormField>
      {quoteItems.length > 0 && (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{t("quote.productsInQuote")}</legend>
          <QuoteItems
            items={quoteItems}
            className="mt-2 grid gap-2"
            itemClassName="justify-between gap-x-3 gap-y-2 rounded-md border border-[var(--border)] px-3 py-2"
            editable
            retired={retired}
          />
        </fieldset>
      )}
      <FormField id={fieldId("message")} label={t("form.message")} error={fieldError(errors.message?.message)} className="sm:col-span-2">
        {(field) => <Textarea {...field} rows={5} placeholder={t("form.messagePlaceholder")} {...fieldProps("message")} />}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("form.submitting") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
