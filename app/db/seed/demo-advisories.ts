/**
 * The demo's security advisories (decision 059): a critical one fixed on both firmware lines of
 * the AB-FR700, with its CWE and a product stated not affected (VEX, decision 079), and a medium
 * one with a workaround, so that /security, an advisory's page, a product's advisories, the feed
 * and the CSAF directory show each part on a fresh install.
 * Products by slug, fixing versions by resource title and version label.
 */
import type { advisoryRevisions, securityAdvisories } from "~/db/schema";
import type { VexJustification } from "~/lib/domain-values";

export type DemoAdvisory = Pick<
  typeof securityAdvisories.$inferInsert,
  "code" | "title" | "summary" | "workaround" | "cvssVector" | "cveIds" | "cweId" | "publishedOn" | "translations"
> & {
  products: { slug: string; affectedVersions: string }[];
  notAffected: { slug: string; justification: VexJustification; impactStatement: string }[];
  fixes: { resourceTitle: string; version: string }[];
  revisions: Pick<typeof advisoryRevisions.$inferInsert, "revisedOn" | "note" | "translations">[];
};

const FACE_TERMINAL = "ab-fr700-face-recognition-terminal";
const FINGERPRINT_TERMINAL = "ab-f300-fingerprint-access-terminal";
const FIRMWARE = "AB-FR700 firmware";

export const demoAdvisories: DemoAdvisory[] = [
  {
    code: "AUR-SA-2026-002",
    title: "Enrolment through the device API without a session after a failed sign-in",
    summary:
      "After a failed sign-in to the terminal's HTTP/JSON API, a request sent on the same connection could enrol or delete users without a valid session. An attacker on the network segment of the terminal could add a face or card of their own and open the door.",
    workaround:
      "Restrict the terminal's HTTP port to the AccessPro server with the controller's firewall rules, or turn the HTTP/JSON API off on terminals that do not need it (Settings > Network > Device API).",
    cvssVector: "CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H",
    cveIds: ["CVE-2026-41873"],
    cweId: "CWE-287",
    publishedOn: "2026-09-09",
    translations: {
      de: {
        title: "Registrierung über die Geräte-API ohne Sitzung nach fehlgeschlagener Anmeldung",
        summary:
          "Nach einer fehlgeschlagenen Anmeldung an der HTTP/JSON-API des Terminals konnte eine Anfrage über dieselbe Verbindung Benutzer ohne gültige Sitzung registrieren oder löschen. Ein Angreifer im Netzsegment des Terminals konnte so ein eigenes Gesicht oder eine eigene Karte hinzufügen und die Tür öffnen.",
      },
      "zh-CN": {
        title: "登录失败后可在无会话情况下通过设备 API 登记用户",
        summary:
          "在终端 HTTP/JSON API 登录失败后，同一连接上发送的请求可以在没有有效会话的情况下登记或删除用户。位于终端网段内的攻击者可以添加自己的人脸或卡片并打开门。",
      },
    },
    products: [{ slug: FACE_TERMINAL, affectedVersions: "5.0.0 to 5.0.7, 5.1.0 to 5.1.2" }],
    notAffected: [
      {
        slug: FINGERPRINT_TERMINAL,
        justification: "vulnerable_code_not_present",
        impactStatement:
          "The AB-F300's device API is a separate implementation that ends the connection after a failed sign-in; it does not contain the session handling of the AB-FR700.",
      },
    ],
    fixes: [
      { resourceTitle: FIRMWARE, version: "5.0.8" },
      { resourceTitle: FIRMWARE, version: "5.1.3" },
    ],
    revisions: [
      { revisedOn: "2026-09-09", note: "Initial publication, with the fix in firmware 5.0.8 (long-term support).", translations: {} },
      { revisedOn: "2026-10-28", note: "Firmware 5.1.3 fixes the active line; CVE id assigned.", translations: {} },
    ],
  },
  {
    code: "AUR-SA-2026-001",
    title: "Wiegand output keeps the last card number after a tamper alarm",
    summary:
      "When the tamper switch of the terminal is triggered during a card read, the Wiegand output may send the previous card number again once the alarm is cleared. A controller that trusts the reader could grant access to the previous card holder.",
    workaround: "Configure the controller to ignore reads within 2 seconds of a tamper alarm clearing.",
    cvssVector: "CVSS:3.1/AV:P/AC:H/PR:N/UI:N/S:U/C:N/I:H/A:N",
    cveIds: [],
    cweId: null,
    publishedOn: "2026-04-02",
    translations: {},
    products: [
      { slug: FACE_TERMINAL, affectedVersions: "4.9.0 to 5.0.1" },
      { slug: FINGERPRINT_TERMINAL, affectedVersions: "3.2.0 to 3.4.5" },
    ],
    notAffected: [],
    fixes: [{ resourceTitle: FIRMWARE, version: "5.0.2" }],
    revisions: [{ revisedOn: "2026-04-02", note: "Initial publication.", translations: {} }],
  },
];
