/** An on/off switch (Radix) with its label beside it; the label names the switch for screen readers. */
import { Switch as SwitchPrimitive } from "radix-ui";
import { useId } from "react";

export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)] data-[state=checked]:bg-[var(--primary)] dark:bg-slate-600"
      >
        <SwitchPrimitive.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 motion-reduce:transition-none" />
      </SwitchPrimitive.Root>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-xs text-[var(--muted-foreground)]">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
