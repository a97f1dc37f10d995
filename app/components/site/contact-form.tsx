import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField, HoneypotField, Input, Select, Textarea } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api-client";
import { useLocale } from "~/lib/i18n/use-locale";
import { inquiryChatSummary } from "~/lib/inquiry-chat-summary";
import { clearQuote, useQuoteList } from "~/lib/quote-list";
import { CONTACT_INQUIRY_TYPES, contactInquirySchema } from "~/schemas/inquiry";
import { chatLink } from "./chat-link";
import { useValidationMessage } from "./validation-message";
import { QuoteItems } from "./quote-items";
import { useFormStartToken } from "./use-form-start-token";

export type ContactInquiryType = (typeof CONTACT_INQUIRY_TYPES)[number];
type FormValues = z.input<typeof contactInquirySchema>;

/** public-site.md §5: the contact form's types and their labels' catalog keys. */
const CONTACT_TYPE_LABELS = {
  quote: "inquiry.type.quote",
  distributor: "inquiry.type.distributor",
  demo: "inquiry.type.demo",
} as const satisfies Record<ContactInquiryType, string>;

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
 * written in it). After
 * a successful inquiry the form resets and the chat link opens in a new tab with a summary.
 */
export function ContactForm({ initialType, chatPhone }: { initialType: ContactInquiryType; chatPhone: string }) {
  const toast = useToast();
  const { t } = useTranslation();
  const fieldError = useValidationMessage();
  const quoteItems = useQuoteList();
  const language = useLocale();
  const startToken = useFormStartToken();
  const form = useForm<FormValues, unknown, z.output<typeof contactInquirySchema>>({
    resolver: zodResolver(contactInquirySchema),
    defaultValues: emptyValues(initialType),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (inquiry) => {
    try {
      const formToken = await startToken.take();
      const items = quoteItems.map((item) => ({ productId: item.id, quantity: item.quantity, note: item.note }));
      await apiRequest("POST", "/api/inquiries", { ...inquiry, items, language, formToken });
    } catch {
      toast({ title: t("inquiry.errorTitle"), description: t("inquiry.errorText"), variant: "destructive" });
      return;
    }
    const summary = inquiryChatSummary({ ...inquiry, typeLabel: t(CONTACT_TYPE_LABELS[inquiry.type]), products: quoteItems }, t);
    startToken.reset();
    form.reset(emptyValues(inquiry.type));
    clearQuote();
    toast({ title: t("inquiry.chatTitle"), description: t("inquiry.chatText") });
    window.open(chatLink(chatPhone, summary), "_blank", "noopener,noreferrer");
  });

  return (
    <form onSubmit={onSubmit} onFocus={startToken.start} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField {...form.register("website")} />
      <FormField label={t("inquiry.typeLabel")} required error={fieldError(errors.type?.message)} className="sm:col-span-2">
        {(field) => (
          <Select {...field} {...form.register("type")}>
            {CONTACT_INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(CONTACT_TYPE_LABELS[type])}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t("form.fullName")} required error={fieldError(errors.name?.message)}>
        {(field) => <Input {...field} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField label={t("form.email")} required error={fieldError(errors.email?.message)}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <FormField label={t("form.phone")} error={fieldError(errors.phone?.message)}>
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register("phone")} />}
      </FormField>
      <FormField label={t("form.company")} error={fieldError(errors.company?.message)}>
        {(field) => <Input {...field} autoComplete="organization" {...form.register("company")} />}
      </FormField>
      <FormField label={t("form.country")} error={fieldError(errors.country?.message)} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="country-name" {...form.register("country")} />}
      </FormField>
      {quoteItems.length > 0 && (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{t("quote.productsInQuote")}</legend>
          <QuoteItems
            items={quoteItems}
            className="mt-2 grid gap-2"
            itemClassName="justify-between gap-x-3 gap-y-2 rounded-md border border-[var(--border)] px-3 py-2"
            editable
          />
        </fieldset>
      )}
      <FormField label={t("form.message")} error={fieldError(errors.message?.message)} className="sm:col-span-2">
        {(field) => <Textarea {...field} rows={5} placeholder={t("form.messagePlaceholder")} {...form.register("message")} />}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("form.submitting") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
