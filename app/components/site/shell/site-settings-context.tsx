import { createContext, useContext } from "react";
import type { SiteSettingsInput } from "~/schemas/content/site-settings";

/** The company's name and contact details, provided once by the public layout. */
export const SiteSettingsContext = createContext<SiteSettingsInput | null>(null);

export function useSiteSettings(): SiteSettingsInput {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error("useSiteSettings must be used inside the public layout");
  return settings;
}
