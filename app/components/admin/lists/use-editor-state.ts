import { useState } from "react";

/** Which item a screen's create/edit dialog holds: none (create mode) or the row being edited. */
export function useEditorState<Item>() {
  const [state, setState] = useState<{ open: boolean; item: Item | null }>({ open: false, item: null });
  return {
    open: state.open,
    item: state.item,
    openCreate: () => setState({ open: true, item: null }),
    openEdit: (item: Item) => setState({ open: true, item }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
