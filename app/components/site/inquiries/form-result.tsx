import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The answer to an inquiry form posted without script, above the form: what the form's message
 * would have said (its success or failure title and text), and, after a contact inquiry, the
 * link to continue in the chat, which a browser without script cannot open by itself.
 */
export function FormResult({ failed, title, text, children }: { failed: boolean; title: string; text: string; children?: ReactNode }) {
  const Icon = failed ? CircleAlert : CircleCheck;
  return (
    <div
      role={failed ? "alert" : "status"}
      className={cn(
        "mb-8 flex gap-3 rounded-lg border p-4",
        failed
          ? "border-red-700/40 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100"
          : "border-emerald-700/40 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{text}</p>
        {children}
      </div>
    </div>
  );
}
