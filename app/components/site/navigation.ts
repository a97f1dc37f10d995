/** The public site's header navigation (public-site.md §2), in order. */
export const NAVIGATION = [
  { path: "/", label: "Home" },
  { path: "/solutions", label: "Solutions" },
  { path: "/solutions-software", label: "Software" },
  { path: "/products", label: "Products" },
  { path: "/news", label: "News" },
  { path: "/customization", label: "OEM/ODM" },
  { path: "/support", label: "Support" },
  { path: "/about", label: "About" },
  { path: "/contact", label: "Contact" },
] as const;

export const GET_QUOTE_PATH = "/contact?type=quote";

/** Whether a navigation item is the current page: its own path or one below it (/products/x);
 * the support downloads also live at /resources, where the footer links. */
export function isNavigationItemActive(path: string, pathname: string): boolean {
  if (path === "/") return pathname === "/";
  if (path === "/support" && (pathname === "/resources" || pathname.startsWith("/resources/"))) return true;
  return pathname === path || pathname.startsWith(`${path}/`);
}
