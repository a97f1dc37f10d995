import type { ComponentProps } from "react";
import { useLocalizedPath } from "~/lib/i18n/translation";

/**
 * A link that stays in the page's language: a site path gets its language prefix. An ordinary
 * link: moving between public pages is a page load (decision 043).
 */
export function Link({ to, ...props }: { to: string } & Omit<ComponentProps<"a">, "href">) {
  const localize = useLocalizedPath();
  return <a href={localize(to)} {...props} />;
}
