/**
 * Demo news articles: one product launch (featured), one exhibition report, one company news
 * item. Content is plain text with blank lines between paragraphs.
 */
import type { newsArticles } from "~/db/schema";

export const demoNews: (typeof newsArticles.$inferInsert)[] = [
  {
    title: "Aurion launches the AB-FR700 8-inch face recognition terminal",
    slug: "aurion-launches-ab-fr700-face-recognition-terminal",
    category: "product_launch",
    excerpt:
      "The AB-FR700 identifies up to 50,000 enrolled faces in under 0.2 seconds, adds binocular IR liveness detection and ships with an IP65 housing for outdoor gates.",
    content: [
      "Aurion Biometrics has released the AB-FR700, an 8-inch face recognition terminal that replaces the AB-FR500 as the standard model for building entrances, turnstile lanes and internal doors. Volume shipments start this month from our Shenzhen factory, and evaluation units are available to registered integrators and distributors.",
      "The terminal is built around a 2 MP binocular camera that pairs a colour sensor with an infrared sensor. Before the terminal searches its database it checks depth and infrared reflectance to confirm that a live face is in front of it, which rejects printed photos, phone and tablet replays and most masks. Identification runs entirely on the device: up to 50,000 faces are matched 1:N in under 0.2 seconds, at distances from 0.3 to 3 metres and in backlit lobbies thanks to wide dynamic range.",
      "Integrators asked us for fewer boxes at the door, so the AB-FR700 includes a 13.56 MHz MIFARE and DESFire reader, a QR code scanner and an on-screen PIN pad. Any of these can be combined with the face for two-factor entry at server rooms or cash offices. The terminal drives a lock relay directly, or reports to an existing controller over Wiegand 26/34 or RS485, so it can be fitted to sites that already have a controller installed.",
      "The die-cast housing is rated IP65 and works from -20 °C to 60 °C, and the electronics use no components from suppliers restricted under Section 889 of the US NDAA. The terminal is CE and FCC certified.",
      "For software integration the AB-FR700 exposes an HTTP/JSON API for enrolment, event subscription and door control, documented in the Aurion Device SDK together with C/C++ and C# samples. It is supported by Aurion AccessPro 4.2 and later.",
      "OEM customers can order the terminal with their own logo, boot screen, housing colour and packaging from 500 units. Contact our sales team for pricing, or request a demo unit through the contact form.",
    ].join("\n\n"),
    heroImageUrl: "/demo/news-product-launch.webp",
    imageGallery: ["/demo/product-face-terminal.webp", "/demo/product-face-terminal-wall.webp"],
    author: "Aurion Product Team",
    tags: ["AB-FR700", "Face Recognition", "Product Launch", "NDAA"],
    isFeatured: true,
    publishedAt: new Date("2025-03-18T08:00:00Z"),
  },
  {
    title: "Aurion at Intersec 2025: multi-factor access and OEM programmes in Dubai",
    slug: "aurion-at-intersec-2025-dubai",
    category: "exhibition",
    excerpt:
      "Three days of live demonstrations at Intersec 2025 in Dubai, with the AB-FR700 on a working turnstile lane and a dedicated area for OEM and distributor meetings.",
    content: [
      "Aurion Biometrics exhibited at Intersec 2025 at the Dubai World Trade Centre in January, our fourth year at the show. Over three days the team met integrators, distributors and facility managers from the Gulf, Africa and South Asia, and ran more than 200 live demonstrations on the stand.",
      "The centre of the stand was a working two-lane turnstile with AB-FR700 face terminals mounted on the gate cabinets. Visitors enrolled their own faces on a tablet and walked through the lane a minute later, which made the discussion about enrolment workflow, throughput and liveness detection much more concrete than a brochure. Measured throughput on the lane was between 25 and 30 people per minute.",
      "A second counter showed the AB-F300 fingerprint terminal and the AB-L500 smart lever lock connected to the same Aurion AccessPro server, so visitors could see one user record open a gate, a staff door and an apartment door. Several property developers asked about the Bluetooth audit trail on the AB-L500 for serviced apartments, and we are preparing a hospitality-focused configuration guide as a result.",
      "The OEM area was busier than in previous years. Most conversations were about private-label terminals with customer branding, regional languages on the user interface and integration with locally developed attendance and payroll software. Our engineers took 38 written requirement briefs back to Shenzhen, and the first prototypes from those meetings are already in testing.",
      "Thank you to everyone who visited. If we did not get the chance to meet, our regional sales team can arrange a video demonstration or send evaluation units. Upcoming exhibition dates are announced on this page.",
    ].join("\n\n"),
    heroImageUrl: "/demo/news-exhibition.webp",
    imageGallery: [],
    author: "Aurion Marketing",
    tags: ["Intersec", "Exhibition", "Dubai", "OEM/ODM"],
    isFeatured: false,
    publishedAt: new Date("2025-01-24T09:30:00Z"),
  },
  {
    title: "Eighth SMT line and expanded QC laboratory come online in Shenzhen",
    slug: "eighth-smt-line-and-qc-laboratory-shenzhen",
    category: "news",
    excerpt:
      "A new surface-mount line and a larger environmental test laboratory raise monthly capacity to more than 50,000 units and shorten the qualification of new OEM designs.",
    content: [
      "Aurion Biometrics has commissioned its eighth SMT line at the Shenzhen factory, together with an expanded quality-control laboratory. The investment raises monthly capacity to more than 50,000 finished units and gives our OEM customers shorter lead times on large orders.",
      "The new line runs a solder paste printer, 3D solder paste inspection, two high-speed placement machines and a ten-zone reflow oven, followed by automated optical inspection. It is dedicated to main boards for the AB-FR700 and AB-F300 terminals, which frees capacity on the existing lines for access controllers and custom OEM boards.",
      "The quality-control laboratory has doubled in floor area. It now holds two thermal cycling chambers that run devices from -20 °C to 60 °C, a salt-spray cabinet and IP65 water and dust testing for outdoor products. Every finished terminal still goes through a 4-hour burn-in on the racks before packing, and each unit's test record is stored against its serial number for ten years. Our outgoing QC pass rate over the last twelve months was 99.8%.",
      "Traceability has been extended at the same time. Reels, solder paste lots and firmware versions are now scanned at each station and linked to the board serial number, so if a component lot is ever questioned we can list the affected units within minutes rather than days.",
      "For OEM and ODM projects the larger laboratory means that pre-certification testing for CE and FCC can start in-house while prototypes are still being refined, which typically removes two to three weeks from a project schedule.",
      "Customers and partners are welcome to audit the factory. Contact your account manager to arrange a visit or a live video tour of the SMT and assembly areas.",
    ].join("\n\n"),
    heroImageUrl: "/demo/news-factory.webp",
    imageGallery: [],
    author: "Aurion Manufacturing",
    tags: ["Manufacturing", "Quality Control", "Shenzhen", "Capacity"],
    isFeatured: false,
    publishedAt: new Date("2025-06-10T07:00:00Z"),
  },
];
