import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/lib/i18n/translation";
import site from "~/locales/en/site.json";
import { ResourceCard, type ResourceCardView } from "./resource-card";

const render = (element: ReactElement) =>
  renderToStaticMarkup(
    <TranslationProvider locale="en" catalog={site}>
      {element}
    </TranslationProvider>,
  );

const resource: ResourceCardView = {
  id: "1",
  title: "Door controller firmware",
  type: "firmware",
  description: null,
  fileUrl: null,
  externalUrl: null,
  version: "2.0.1",
  fileSize: null,
  platform: null,
  duration: null,
};

describe("ResourceCard's button (docs/behaviour/public-site.md §2, Support)", () => {
  it("downloads the file when there is one, even if there is also a link", () => {
    const html = render(<ResourceCard resource={{ ...resource, fileUrl: "/files/fw.bin", externalUrl: "https://example.com" }} />);
    expect(html).toMatch(/<a href="\/files\/fw.bin" download="" [^>]*>.*Download/);
    expect(html).not.toContain("View Resource");
  });

  it("opens the external link in a new tab when there is only a link", () => {
    const html = render(<ResourceCard resource={{ ...resource, externalUrl: "https://example.com/guide" }} />);
    expect(html).toMatch(/<a href="https:\/\/example.com\/guide" target="_blank" rel="noreferrer"[^>]*>.*View Resource/);
  });

  it("shows a disabled Coming Soon button when there is neither", () => {
    const html = render(<ResourceCard resource={resource} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Coming Soon<\/button>/);
    expect(html).not.toContain("<a ");
  });

  it("shows only the details that are present", () => {
    const html = render(<ResourceCard resource={resource} />);
    expect(html).toContain("Version:");
    expect(html).toContain("2.0.1");
    expect(html).not.toContain("File size:");
    expect(html).not.toContain("Platform:");
    expect(html).not.toContain("Duration:");
    expect(html).toContain("Firmware");
  });
});
