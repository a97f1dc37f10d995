import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { catalogFor } from "./catalogs.server";
import { createI18n } from "./create-i18n";
import type { Locale } from "./locales";
import { useFixedT } from "./use-fixed-t";

/** Plain text, interpolation and plurals, as the cards and the catalogue use them. */
function Texts({ useT }: { useT: () => ReturnType<typeof useFixedT> }) {
  const t = useT();
  return (
    <p>{[t("quote.add"), t("compare.fullText", { max: 4 }), t("quote.items", { count: 1 }), t("quote.items", { count: 3 })].join("|")}</p>
  );
}

const useReactI18nextT = () => useTranslation().t;

/** Twice, so the second asks for texts the first already asked for. */
const render = (locale: Locale, useT: () => ReturnType<typeof useFixedT>) =>
  renderToString(
    <I18nextProvider i18n={createI18n(locale, catalogFor(locale))}>
      <Texts useT={useT} />
      <Texts useT={useT} />
    </I18nextProvider>,
  );

describe("useFixedT", () => {
  it("translates in the language of the context's instance, the same the second time", () => {
    expect(render("de", useFixedT).match(/Zum Angebot hinzufügen\|/g)).toHaveLength(2);
    expect(render("en", useFixedT)).toContain("Add to Quote|");
  });

  it.each<Locale>(["en", "de", "ar", "zh-CN"])("gives in %s exactly what useTranslation gives", (locale) => {
    expect(render(locale, useFixedT)).toBe(render(locale, useReactI18nextT));
  });

  it("shows a text asked before its section arrived once it has arrived", () => {
    const instance = createI18n("de", {});
    const page = () =>
      renderToString(
        <I18nextProvider i18n={instance}>
          <Texts useT={useFixedT} />
        </I18nextProvider>,
      );
    expect(page()).toContain("quote.add|");
    instance.addResourceBundle("de", "translation", { quote: catalogFor("de").quote }, true, true);
    expect(page()).toContain("Zum Angebot hinzufügen|");
  });

  it("follows the instance: a page rendered again with another language's instance shows that language", () => {
    const english = createI18n("en", catalogFor("en"));
    const german = createI18n("de", catalogFor("de"));
    const page = (instance: typeof english) =>
      renderToString(
        <I18nextProvider i18n={instance}>
          <Texts useT={useFixedT} />
        </I18nextProvider>,
      );
    expect(page(english)).toContain("Add to Quote|");
    expect(page(german)).toContain("Zum Angebot hinzufügen|");
    expect(page(english)).toContain("Add to Quote|");
  });
});
