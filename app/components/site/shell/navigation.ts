import { splitLocalePath } from "~/lib/i18n/locales";

/** The public site's header navigation (docs/behaviour/public-site.md §2), in order, with each label's catalog key. */
export const NAVIGATION = [
  { path: "/", label: "nav.home" },
  { path: "/solutions", label: "nav.solutions" },
  { path: "/solutions-software", label: "nav.software" },
  { path: "/products", label: "nav.products" },
  { path: "/news", label: "nav.news" },
  { path: "/customization", label: "nav.customization" },
  { path: "/support", label: "nav.support" },
  { path: "/about", label: "nav.about" },
  { path: "/contact", label: "nav.contact" },
] as const;

/** Whether a navigation item is the current page (in any language): its own path or one below it
 * (/products/x); the support downloads also live at /resources, where the footer links. */
export function isNavigationItemActive(path: string, pathname: string): boolean {
  const current = splitLocalePath(pathname).path;
  if (path === "/") return current === "/";
  if (path === "/support" && (current === "/resources" || current.startsWith("/resources/"))) return true;
  return current === path || current.startsWith(`${path}/`);
}
