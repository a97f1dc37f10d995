import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

const controlClass =
  "w-full rounded-md border border-[var(--border)] bg-[var(--card)] px-3 py-2 text-sm text-[var(--foreground)] placeholder:text-[var(--muted-foreground)] focus-visible:outline-2 focus-visible:outline-[var(--ring)] aria-invalid:border-red-600";

/**
 * A label above its control, the required mark of the specification (an asterisk), an optional
 * hint, and the field's error under it; hint and error are tied to the control for screen readers.
 */
export function FormField({
  id: givenId,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id; React's own when none is given (an island gives its own: useElementId). */
  id?: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    "aria-required": boolean | undefined;
  }) => ReactNode;
}) {
  const reactId = useId();
  const id = givenId ?? reactId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          <span className="text-red-600 dark:text-red-400" aria-hidden>
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, "aria-invalid": !!error, "aria-describedby": describedBy, "aria-required": required || undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-[var(--muted-foreground)]">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClass, "h-10", className)} {...props} />;
}

/** The honeypot field (see app/schemas/inquiries/inquiry.ts): off-screen, skipped by keyboard and screen readers. */
export function HoneypotField(props: ComponentProps<"input">) {
  return (
    <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
