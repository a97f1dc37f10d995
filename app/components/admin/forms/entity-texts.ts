/**
 * An entity screen's texts built from its title-case name ("Case Study"): dialog titles, buttons,
 * and the toasts and delete question in the form docs/behaviour/admin-area.md §8 gives them (the
 * question saying what really becomes of the item).
 */
import { DAYS_KEPT_AFTER_DELETE } from "~/lib/history-values";

/**
 * What a delete confirmation says becomes of an item that keeps its versions (decision 062): it
 * waits in Recently Deleted, so "This action cannot be undone" would not be true (decision 068).
 */
export const KEPT_AFTER_DELETE = `It is kept in Recently Deleted for ${DAYS_KEPT_AFTER_DELETE} days, where it can be restored.`;
const GONE_AFTER_DELETE = "This action cannot be undone.";

/** The texts of an entity's screen from its title-case name ("Case Study"). */
export function entityTexts(name: string) {
  const noun = name.toLowerCase();
  const sentence = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    addTitle: `Add ${name}`,
    editTitle: `Edit ${name}`,
    createLabel: `Create ${name}`,
    updateLabel: `Update ${name}`,
    created: `${sentence} created successfully`,
    updated: `${sentence} updated successfully`,
    deleted: `${sentence} deleted successfully`,
    createFailed: `Failed to create ${noun}`,
    updateFailed: `Failed to update ${noun}`,
    deleteFailed: `Failed to delete ${noun}`,
    deleteTitle: `Delete ${name}`,
    /** `kept`: the delete keeps the item in Recently Deleted (a kind with history). */
    deleteQuestion: (label: string, { kept }: { kept: boolean }) =>
      `Are you sure you want to delete "${label}"? ${kept ? KEPT_AFTER_DELETE : GONE_AFTER_DELETE}`,
  };
}
