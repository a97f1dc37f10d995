/** The notification area of every public page: it hydrates with the first message another island raises. */
import { defineIsland } from "~/components/islands/define-island";
import { Toaster } from "./toaster";
import { TOAST_EVENT } from "./toasts";

export default defineIsland({
  name: "toaster",
  texts: ["common.close", "common.notifications"],
  wakeOn: [TOAST_EVENT],
  Component: Toaster,
});
