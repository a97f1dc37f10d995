import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField, HoneypotField, Input, Textarea } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api-client";
import { customizationInquirySchema } from "~/schemas/inquiry";

type FormValues = z.input<typeof customizationInquirySchema>;

const EMPTY: FormValues = { type: "customization", name: "", company: "", email: "", phone: "", projectType: "", message: "", website: "" };

/** The OEM/ODM inquiry form (public-site.md §5), checked with the API's own schema. */
export function CustomizationForm() {
  const toast = useToast();
  const form = useForm<FormValues, unknown, z.output<typeof customizationInquirySchema>>({
    resolver: zodResolver(customizationInquirySchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (inquiry) => {
    try {
      await apiRequest("POST", "/api/inquiries", inquiry);
      form.reset(EMPTY);
      toast({
        title: "Inquiry Submitted Successfully",
        description: "Our team will contact you within 24 hours to discuss your customization requirements.",
      });
    } catch {
      toast({ title: "Submission Failed", description: "Please try again or contact us directly via email.", variant: "destructive" });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField {...form.register("website")} />
      <FormField label="Full Name" required error={errors.name?.message}>
        {(field) => <Input {...field} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField label="Company Name" required error={errors.company?.message}>
        {(field) => <Input {...field} autoComplete="organization" {...form.register("company")} />}
      </FormField>
      <FormField label="Email Address" required error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <FormField label="Phone Number" error={errors.phone?.message}>
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register("phone")} />}
      </FormField>
      <FormField label="Project Type" required error={errors.projectType?.message} className="sm:col-span-2">
        {(field) => (
          <Input {...field} placeholder="e.g. Custom face recognition terminal with our logo" {...form.register("projectType")} />
        )}
      </FormField>
      <FormField label="Project Description" required error={errors.message?.message} className="sm:col-span-2">
        {(field) => (
          <Textarea
            {...field}
            rows={6}
            placeholder="Quantities, features, timeline and anything else we should know"
            {...form.register("message")}
          />
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
