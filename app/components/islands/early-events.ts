/**
 * What a visitor did to an island before it hydrated, done again once it has (decision 043). The
 * document script (document-script.ts) keeps the events that reached a waiting island and holds
 * back the clicks and submissions whose default would be wrong; here, after hydration:
 * - text typed, boxes ticked, options and files chosen are handed to the island's handlers, as if now
 *   (React's hydration keeps what a field shows, but the island's state starts from the server's);
 * - the focus, if still inside, is announced again (a form starts its fill-time token on focus),
 *   and a field left meanwhile is left again (a range filter applies when it is left);
 * - held clicks are clicked, held submissions submitted, and held keys pressed again.
 * An island whose code could not be loaded gets the same replay without React: the held clicks
 * and submissions then do what the HTML does.
 */
import { HELD_CLICKS, HELD_KEYS } from "./island-markup";

export type TypedField = {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  /** What the visitor had typed or chosen. */
  value: string;
  /** What the server wrote there (React may change the field's own default once it renders it). */
  serverValue: string;
  selectedIndex: number;
};

/** A checkbox or a radio button: ticked rather than typed in. */
const isTickable = (field: Element): boolean => field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

const HELD_KEY_NAMES = new Set<string>(HELD_KEYS);

const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url", "number", "password", ""]);

/** The fields of `island` whose value the visitor changed from what the server wrote. */
export function fieldsTypedIn(island: HTMLElement): TypedField[] {
  const typed: TypedField[] = [];
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (field instanceof HTMLInputElement && field.type === "file") {
      if (field.files && field.files.length > 0) typed.push({ field, value: "", serverValue: "", selectedIndex: -1 });
    } else if (isTickable(field)) {
      const box = field as HTMLInputElement;
      if (box.checked !== box.defaultChecked) typed.push({ field, value: "", serverValue: "", selectedIndex: -1 });
    } else if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].some((option) => option.selected !== option.defaultSelected);
      if (chosen) typed.push({ field, value: field.value, serverValue: "", selectedIndex: field.selectedIndex });
    } else if ((field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type)) && field.value !== field.defaultValue) {
      typed.push({ field, value: field.value, serverValue: field.defaultValue, selectedIndex: -1 });
    }
  }
  return typed;
}

/**
 * Gives a field what the visitor typed through React's change handling: React reports a change
 * when the value differs from the last one it saw, so that one is set first (a property setter
 * React watches), then the typed value below React's watch, then the input event.
 */
function retype({ field, value: typed, serverValue, selectedIndex }: TypedField): void {
  if (isTickable(field)) {
    // Ticked again, by a click React sees: untick it first (a property React watches).
    const box = field as HTMLInputElement;
    box.checked = !box.checked;
    box.click();
    return;
  }
  if (field instanceof HTMLInputElement && field.type === "file") {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.selectedIndex = selectedIndex;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // What the field shows now, unless that is the server's value again: the island put its own
  // default back (react-hook-form does when it registers a field), and the typed text returns.
  // What it shows may hold more than was typed before: the visitor typed on while the island
  // hydrated, and React may not have taken the key that fell on its hydration.
  const value = field.value === serverValue ? typed : field.value;
  const focused = document.activeElement === field;
  const selection = focused ? [field.selectionStart, field.selectionEnd] : null;
  field.value = value === "" ? " " : "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  try {
    if (selection?.[0] != null) field.setSelectionRange(selection[0], selection[1] ?? null);
  } catch {
    // Fields such as e-mail have no caret position to restore.
  }
}

function replay(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.isConnected) return;
  if (event.type === "click") {
    const control = target.closest<HTMLElement>(HELD_CLICKS);
    if (control && event.defaultPrevented) control.click();
  } else if (event.type === "submit" && target instanceof HTMLFormElement) {
    target.requestSubmit((event as SubmitEvent).submitter);
  } else if (event.type === "focusout" && document.activeElement !== target) {
    target.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  } else if (event instanceof KeyboardEvent && HELD_KEY_NAMES.has(event.key)) {
    target.dispatchEvent(
      new KeyboardEvent("keydown", { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true }),
    );
  }
}

export function replayEarlyEvents(events: Event[], typed: TypedField[]): void {
  typed.forEach(retype);
  const focused = document.activeElement;
  if (focused && events.some((event) => event.type === "focusin" && event.target instanceof Node && event.target.contains(focused))) {
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  }
  events.splice(0).forEach(replay);
}
