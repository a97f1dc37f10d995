import { cn } from "~/lib/cn";

/** A grey block that pulses while content loads (still for reduced motion). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-[var(--muted)] motion-reduce:animate-none", className)} />;
}
