/**
 * Every public page, in every language and every state a visitor can reach, is valid HTML by the
 * Nu HTML Checker: the pages as the server sends them, before any script runs.
 */
import { LOCALES } from "~/lib/i18n/locales";
import { htmlErrors, type HtmlDocument } from "../support/browser/html-checker";
import { fetchPageState, publicPageStates } from "../support/browser/public-pages";
import { expect, test } from "../support/browser/site-test";

/** A document with one error the checker must find, so that a checker which finds nothing is not mistaken for valid pages. */
const CONTROL: HtmlDocument = {
  name: "control",
  html: '<!doctype html><html lang="en"><title>Control</title><dl><dd>A value without its term</dd></dl></html>',
};

test("every public page, in every language and state, passes the Nu HTML Checker with no errors", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const states = await publicPageStates(request);
  const documents: HtmlDocument[] = [];
  for (const locale of LOCALES) {
    const pages = await Promise.all(states.map((state) => fetchPageState(request, new URL(baseURL!).origin, state, locale)));
    for (const [index, page] of pages.entries()) {
      // A posted form with bad fields is answered with its errors (400), not refused before the form is judged.
      if (states[index]!.form) expect(page.status, `${page.url} answers the form with its errors`).toBe(400);
      else expect(page.status, `${page.url} answers`).toBeLessThan(500);
      documents.push({ name: `${states[index]!.form ? "POST " : ""}${page.url}`, html: page.html });
    }
  }
  const errors = await htmlErrors([...documents, CONTROL]);
  expect(
    errors.filter((error) => error.startsWith(`${CONTROL.name}:`)),
    "the checker finds the control's error",
  ).not.toEqual([]);
  expect(errors.filter((error) => !error.startsWith(`${CONTROL.name}:`))).toEqual([]);
});
