/**
 * An entity screen's texts built from its title-case name ("Case Study"): dialog titles, buttons,
 * and the toasts and delete question in the form docs/behaviour/admin-area.md §8 gives them.
 */
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
    deleteQuestion: (label: string) => `Are you sure you want to delete "${label}"? This action cannot be undone.`,
  };
}
