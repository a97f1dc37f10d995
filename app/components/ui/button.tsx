import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variantClasses = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)] disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-[var(--primary)] text-[var(--primary-foreground)] hover:bg-[var(--primary-hover)]",
        secondary: "border border-[var(--border)] bg-[var(--card)] text-[var(--foreground)] hover:bg-[var(--muted)]",
        ghost: "text-[var(--foreground)] hover:bg-[var(--muted)]",
        /** The call to action on a dark band (hero, closing bands). */
        accent: "bg-accent-400 text-navy-950 hover:bg-accent-300",
        inverse: "border border-white/40 text-white hover:bg-white/10",
        destructive: "bg-red-600 text-white hover:bg-red-700",
        link: "text-[var(--link)] underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3",
        md: "h-10 px-4",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
        "icon-sm": "size-8",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type Variants = VariantProps<typeof variantClasses>;

/** A button's classes, for a button or a link styled as one; a `className` given overrides what it conflicts with. */
export const buttonVariants = ({ className, ...variants }: Variants & { className?: string } = {}) =>
  cn(variantClasses(variants), className);

export type ButtonProps = ComponentProps<"button"> & Variants;

/** A button; a link styled as one takes `buttonVariants()` as its class. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={buttonVariants({ variant, size, className })} {...props} />;
}
