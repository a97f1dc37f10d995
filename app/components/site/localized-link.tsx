import { Link as RouterLink, type LinkProps } from "react-router";
import { useLocalizedPath } from "~/lib/i18n/use-locale";

/** A link that stays in the page's language: a site path gets its language prefix. */
export function Link({ to, ...props }: LinkProps) {
  const localize = useLocalizedPath();
  return <RouterLink to={typeof to === "string" ? localize(to) : to} {...props} />;
}
