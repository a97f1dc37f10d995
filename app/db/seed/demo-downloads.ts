/**
 * The demo resources' place in the download center (decision 034): the products each belongs to,
 * its current release's date, notes and release track (its version and file are the resource's
 * own, in demo-content.ts), and the older versions that stay downloadable. The firmware keeps a
 * long-term-support line beside the active one (decision 057), each version with a firmware file
 * of its own. Each file is stored like an upload at seed time, which gives its size
 * (demo-download-files.server.ts). Keyed by resource title.
 */
import type { resourceVersions } from "~/db/schema";
import type { ReleaseTrack } from "~/lib/domain-values";

type DemoVersion = Pick<typeof resourceVersions.$inferInsert, "version" | "releasedOn" | "releaseNotes" | "fileUrl" | "releaseTrack">;

export type DemoRelease = {
  productSlugs: string[];
  releasedOn: string;
  releaseNotes: string | null;
  /** The current version's release track (decision 057), if any. */
  releaseTrack?: ReleaseTrack;
  olderVersions: DemoVersion[];
  /** The models every version runs on (decision 061), by product slug. */
  runsOn?: string[];
  /** The firmware the current version needs at least (decision 061), by resource title and version. */
  needsFirmware?: { resourceTitle: string; version: string };
};

const FACE_TERMINAL = "ab-fr700-face-recognition-terminal";
const FINGERPRINT_TERMINAL = "ab-f300-fingerprint-access-terminal";
const SMART_LOCK = "ab-l500-smart-lever-lock";

export const demoReleases: Record<string, DemoRelease> = {
  "Aurion AccessPro for Windows": {
    productSlugs: [FACE_TERMINAL, FINGERPRINT_TERMINAL, SMART_LOCK],
    needsFirmware: { resourceTitle: "AB-FR700 firmware", version: "5.0.8" },
    releasedOn: "2026-09-15",
    releaseNotes:
      "Visitor pre-registration by e-mail link.\nAttendance reports export to XLSX.\nFixed: door schedules now resynchronise with AB-C4000 controllers after a power loss.",
    olderVersions: [
      {
        version: "4.1.0",
        releasedOn: "2026-05-20",
        releaseNotes: "Support for the AB-L500 smart lever lock.\nHoliday calendars for door schedules.",
        fileUrl: "/demo/aurion-device-sdk.zip",
      },
      {
        version: "4.0.2",
        releasedOn: "2026-01-12",
        releaseNotes: "First release of the 4.x line: a new dashboard, live event monitoring per door, up to 5,000 users per server.",
        fileUrl: "/demo/aurion-device-sdk.zip",
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
      },
    ],
  },
  "AB-FR700 firmware": {
    productSlugs: [FACE_TERMINAL],
    runsOn: [FACE_TERMINAL],
    releasedOn: "2026-10-28",
    releaseTrack: "active",
    releaseNotes:
      "Mask-aware recognition at up to 1.2 m.\nOSDP v2 secure channel on the RS-485 port.\nFixed: the door relay could stay energised after a reboot during an open-door event.",
    olderVersions: [
      {
        version: "5.0.8",
        releasedOn: "2026-09-09",
        releaseTrack: "long_term_support",
        releaseNotes:
          "Long-term-support line, kept until 2031.\nFixed: the HTTP/JSON API accepted enrolment requests without a session after a failed sign-in.",
        fileUrl: "/demo/ab-fr700-firmware-5.0.8.bin",
      },
      {
        version: "5.1.0",
        releasedOn: "2026-07-21",
        releaseTrack: "active",
        releaseNotes: "New recognition algorithm: 0.3 s per face across 50,000 enrolled faces.\nWeb page in 11 languages.",
        fileUrl: "/demo/ab-fr700-firmware-5.1.0.bin",
      },
      {
        version: "5.0.2",
        releasedOn: "2026-03-16",
        releaseTrack: "long_term_support",
        releaseNotes: "First release of the 5.0 long-term-support line.",
        fileUrl: "/demo/ab-fr700-firmware-5.0.2.bin",
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
