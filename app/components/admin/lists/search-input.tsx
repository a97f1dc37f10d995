import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "~/components/ui/form-field";

const DEBOUNCE_MS = 300;

/** A search box for a server-searched list: it asks once typing pauses, not on every key. */
export function SearchInput({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch(text: string): void;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onSearch(draft.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-[var(--muted-foreground)]" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}
