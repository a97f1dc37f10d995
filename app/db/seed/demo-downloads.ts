/**
 * The demo resources' place in the download center (decision 034): the products each belongs to,
 * its current release's date and notes (its version and file are the resource's own, in
 * demo-content.ts), and the older versions that stay downloadable. Keyed by resource title.
 */
import type { resourceVersions } from "~/db/schema";

type DemoVersion = Pick<typeof resourceVersions.$inferInsert, "version" | "releasedOn" | "releaseNotes" | "fileUrl" | "fileSize">;

export type DemoRelease = {
  productSlugs: string[];
  releasedOn: string;
  releaseNotes: string | null;
  olderVersions: DemoVersion[];
};

const FACE_TERMINAL = "ab-fr700-face-recognition-terminal";
const FINGERPRINT_TERMINAL = "ab-f300-fingerprint-access-terminal";
const SMART_LOCK = "ab-l500-smart-lever-lock";

export const demoReleases: Record<string, DemoRelease> = {
  "Aurion AccessPro for Windows": {
    productSlugs: [FACE_TERMINAL, FINGERPRINT_TERMINAL, SMART_LOCK],
    releasedOn: "2026-09-15",
    releaseNotes:
      "Visitor pre-registration by e-mail link.\nAttendance reports export to XLSX.\nFixed: door schedules now resynchronise with AB-C4000 controllers after a power loss.",
    olderVersions: [
      {
        version: "4.1.0",
        releasedOn: "2026-05-20",
        releaseNotes: "Support for the AB-L500 smart lever lock.\nHoliday calendars for door schedules.",
        fileUrl: "/demo/aurion-device-sdk.zip",
        fileSize: "46.9 MB",
      },
      {
        version: "4.0.2",
        releasedOn: "2026-01-12",
        releaseNotes: "First release of the 4.x line: a new dashboard, live event monitoring per door, up to 5,000 users per server.",
        fileUrl: "/demo/aurion-device-sdk.zip",
        fileSize: "45.1 MB",
      },
    ],
  },
  "Aurion Device SDK (AB-FR700 / AB-F300)": {
    productSlugs: [FACE_TERMINAL, FINGERPRINT_TERMINAL],
    releasedOn: "2026-08-04",
    releaseNotes: "Linux ARM64 libraries.\nEvent subscription over WebSocket in the HTTP/JSON API.\nC# wrapper targets .NET 8.",
    olderVersions: [
      {
        version: "3.7.1",
        releasedOn: "2026-03-02",
        releaseNotes: "Fixed: enrolment from a photo failed for images wider than 4,000 pixels.",
        fileUrl: "/demo/aurion-device-sdk.zip",
        fileSize: "11.8 MB",
      },
    ],
  },
  "AB-FR700 installation and enrolment walkthrough": {
    productSlugs: [FACE_TERMINAL],
    releasedOn: "2026-06-10",
    releaseNotes: null,
    olderVersions: [],
  },
};
