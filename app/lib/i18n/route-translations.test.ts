import { describe, expect, it } from "vitest";
import { createI18n } from "./create-i18n";
import { metaTranslator } from "./meta-translator";
import { addRouteTranslations, type RouteTranslations } from "./route-translations";

const layout: RouteTranslations = { locale: "de", texts: { nav: { home: "Startseite" }, product: { notFound: "Produkt nicht gefunden" } } };
const page: RouteTranslations = { locale: "de", texts: { product: { back: "Zurück zu den Produkten" }, quote: { add: "Zum Angebot" } } };

describe("addRouteTranslations", () => {
  it("adds what each matched route sent, parts of one section merged, and leaves what they sent as it was", () => {
    const before = JSON.stringify([layout, page]);
    const i18n = createI18n("de", {});
    addRouteTranslations(i18n, [{ locale: "de" }, { settings: {}, translations: layout }, null, { translations: page }]);
    expect(["nav.home", "product.notFound", "product.back", "quote.add"].map((key) => i18n.t(key as never))).toEqual([
      "Startseite",
      "Produkt nicht gefunden",
      "Zurück zu den Produkten",
      "Zum Angebot",
    ]);
    expect(JSON.stringify([layout, page])).toBe(before);
  });

  it("adds texts that arrive later, as after a client-side navigation", () => {
    const i18n = createI18n("de", {});
    addRouteTranslations(i18n, [{ translations: layout }]);
    expect(i18n.t("quote.add" as never)).toBe("quote.add");
    addRouteTranslations(i18n, [{ translations: layout }, { translations: page }]);
    expect(i18n.t("quote.add" as never)).toBe("Zum Angebot");
  });
});

describe("metaTranslator", () => {
  it("translates with the texts of every matched route, and with those above it when the page sent none (a 404)", () => {
    const matches = [
      { id: "root", data: { locale: "de" } },
      { id: "routes/site/layout", data: { translations: layout } },
    ];
    expect(metaTranslator([...matches, { id: "routes/site/product", data: { translations: page } }])("quote.add" as never)).toBe(
      "Zum Angebot",
    );
    expect(metaTranslator([...matches, { id: "routes/site/product", data: undefined }])("product.notFound" as never)).toBe(
      "Produkt nicht gefunden",
    );
  });
});
