/**
 * The translation function for components rendered once per item of a list (product cards and
 * their buttons). `useTranslation()` copies every property of the i18n instance for each
 * component that calls it during server rendering, and i18next takes tens of microseconds for
 * each text (nesting, interpolation and plural checks), which made a page of 24 cards noticeably
 * slower. This hook reads the instance from the context and shares one `t` per instance, which
 * keeps the texts asked without options: the instance only ever gains texts (each route adds its
 * sections, route-translations.ts), so a text it has never changes. A missing one (answered by
 * its key) is not kept, so that it shows once its section arrives.
 *
 * The root creates a new instance when the page's language changes (the language is in the URL),
 * so the context changes and every component using this hook renders again in the new language.
 */
import { useContext } from "react";
import { I18nContext } from "react-i18next";
import type { i18n, TFunction } from "i18next";

type SiteT = TFunction<"translation">;

/** `fixed`, answering a key asked without options from what it answered the first time. */
function keepingPlainTexts(fixed: SiteT): SiteT {
  const translate = fixed as unknown as (...args: unknown[]) => string;
  const texts = new Map<string, string>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== "string") return translate(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(key);
      if (text !== key) texts.set(key, text);
    }
    return text;
  };
  // The same calls as `fixed`, so the same (overloaded, key-checked) type.
  return t as unknown as SiteT;
}

type FixedT = { language: string; t: SiteT };

const fixedTranslations = new WeakMap<i18n, FixedT>();

/** `t` in the language of the context's i18n instance. */
export function useFixedT(): SiteT {
  const { i18n } = useContext(I18nContext);
  const known = fixedTranslations.get(i18n);
  if (known?.language === i18n.language) return known.t;
  const t = keepingPlainTexts(i18n.getFixedT(i18n.language, "translation"));
  fixedTranslations.set(i18n, { language: i18n.language, t });
  return t;
}
