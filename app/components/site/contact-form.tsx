import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField, HoneypotField, Input, Select, Textarea } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api-client";
import { inquiryChatSummary } from "~/lib/inquiry-chat-summary";
import { clearQuote, useQuoteList } from "~/lib/quote-list";
import { CONTACT_INQUIRY_TYPES, contactInquirySchema } from "~/schemas/inquiry";
import { chatLink } from "./chat-link";
import { QuoteItems } from "./quote-items";

export type ContactInquiryType = (typeof CONTACT_INQUIRY_TYPES)[number];
type FormValues = z.input<typeof contactInquirySchema>;

/** public-site.md §5: the contact form's types and their labels. */
export const CONTACT_TYPE_LABELS: Record<ContactInquiryType, string> = {
  quote: "Request Quote",
  distributor: "Distributor Application",
  demo: "Schedule Demo",
};

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
 * The contact inquiry form. The quote list's products are listed and sent as `productIds`. After
 * a successful inquiry the form resets and the chat link opens in a new tab with a summary.
 */
export function ContactForm({ initialType, chatPhone }: { initialType: ContactInquiryType; chatPhone: string }) {
  const toast = useToast();
  const quoteItems = useQuoteList();
  const form = useForm<FormValues, unknown, z.output<typeof contactInquirySchema>>({
    resolver: zodResolver(contactInquirySchema),
    defaultValues: emptyValues(initialType),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (inquiry) => {
    try {
      await apiRequest("POST", "/api/inquiries", { ...inquiry, productIds: quoteItems.map((item) => item.id) });
    } catch {
      toast({ title: "Error", description: "Failed to submit inquiry. Please try again.", variant: "destructive" });
      return;
    }
    const summary = inquiryChatSummary({ ...inquiry, typeLabel: CONTACT_TYPE_LABELS[inquiry.type], products: quoteItems });
    form.reset(emptyValues(inquiry.type));
    clearQuote();
    toast({ title: "Redirecting to WhatsApp", description: "Your inquiry will be sent directly via WhatsApp." });
    window.open(chatLink(chatPhone, summary), "_blank", "noopener,noreferrer");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField {...form.register("website")} />
      <FormField label="Inquiry Type" required error={errors.type?.message} className="sm:col-span-2">
        {(field) => (
          <Select {...field} {...form.register("type")}>
            {CONTACT_INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTACT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Full Name" required error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField label="Email Address" required error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <FormField label="Phone Number" error={errors.phone?.message}>
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register("phone")} />}
      </FormField>
      <FormField label="Company" error={errors.company?.message}>
        {(field) => <Input {...field} autoComplete="organization" {...form.register("company")} />}
      </FormField>
      <FormField label="Country" error={errors.country?.message} className="sm:col-span-2">
        {(field) => <Input {...field} autoComplete="country-name" {...form.register("country")} />}
      </FormField>
      {quoteItems.length > 0 && (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">Products in your quote</legend>
          <QuoteItems
            items={quoteItems}
            className="mt-2 grid gap-2"
            itemClassName="justify-between gap-3 rounded-md border border-[var(--border)] px-3 py-1"
          />
        </fieldset>
      )}
      <FormField label="Message" error={errors.message?.message} className="sm:col-span-2">
        {(field) => (
          <Textarea {...field} rows={5} placeholder="Tell us about your project, quantities and timeline" {...form.register("message")} />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Submit Inquiry"}
        </Button>
      </div>
    </form>
  );
}
