/**
 * A list of short texts added one at a time (docs/behaviour/admin-area.md §2: trimmed, empty ignored, Enter
 * adds) and removed by activating its badge. A value already in the list is not added twice.
 */
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/form-field";

export function ListInput({
  label,
  value,
  onChange,
  placeholder,
  error,
  maxItems,
}: {
  label: string;
  value: string[];
  onChange(value: string[]): void;
  placeholder?: string;
  error?: string;
  maxItems?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const full = maxItems !== undefined && value.length >= maxItems;

  const add = () => {
    const item = draft.trim();
    if (!item || full) return;
    if (!value.includes(item)) onChange([...value, item]);
    setDraft("");
  };

  return (
    // min-w-0 and the badges' max-w-full keep a long entry within the dialog (cut short) at 375 px.
    <div className="grid min-w-0 grid-cols-1 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          disabled={full}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={add} disabled={full} aria-label={`Add ${label.toLowerCase()}`}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {value.map((item) => (
            <li key={item} className="max-w-full min-w-0">
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== item))}
                aria-label={`Remove ${item}`}
                className="inline-flex max-w-full items-center gap-1 rounded-full border border-[var(--border)] bg-[var(--muted)] px-2.5 py-1 text-xs font-medium hover:border-red-400 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-[var(--ring)] dark:hover:text-red-300"
              >
                <span className="truncate">{item}</span>
                <X className="size-3 shrink-0" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
