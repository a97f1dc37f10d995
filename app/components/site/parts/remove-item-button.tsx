/** The small × button that takes one item out of a visitor's list (compare, quote); its label names the item. */
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";

export function RemoveItemButton({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <Button type="button" variant="ghost" size="icon" className="size-7 shrink-0" aria-label={label} onClick={onRemove}>
      <X aria-hidden />
    </Button>
  );
}
