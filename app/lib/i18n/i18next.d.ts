import type site from "~/locales/en/site.json";

/** English is the source catalog: `t("nav.home")` is checked against it when type-checking. */
declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof site };
  }
}
