import { Moon, Sun } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useT } from "~/lib/i18n/translation";

/**
 * The light/dark switch. The document script flips the theme when it is pressed (it also applied
 * the stored one before the page painted), so the button works from the first paint; its icon
 * and its name follow the theme through CSS.
 */
export function ThemeToggle() {
  const t = useT();
  return (
    <button type="button" data-theme-toggle className={buttonVariants({ variant: "ghost", size: "icon" })}>
      <Moon aria-hidden className="dark:hidden" />
      <Sun aria-hidden className="hidden dark:block" />
      <span className="sr-only dark:hidden">{t("theme.toDark")}</span>
      <span className="sr-only hidden dark:inline">{t("theme.toLight")}</span>
    </button>
  );
}
