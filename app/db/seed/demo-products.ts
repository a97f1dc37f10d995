/**
 * Demo catalogue products. Images and downloads are files generated into public/demo by
 * scripts/generate-demo-images.mjs; the specifications match the demo datasheets. A value the
 * category has a typed field for (demo-specifications.ts) is given there only, never again as a
 * free-form row: the page would show it twice.
 */
import type { productRelations, products } from "~/db/schema";

/** A product insert row that names its category by slug instead of id. */
export type DemoProduct = Omit<typeof products.$inferInsert, "categoryId"> & { categorySlug: string };

export const demoProducts: DemoProduct[] = [
  {
    categorySlug: "facial-recognition",
    name: "AB-FR700 Face Recognition Terminal",
    slug: "ab-fr700-face-recognition-terminal",
    productCode: "AB-FR700",
    description: [
      "The AB-FR700 is an 8-inch face recognition terminal for building entrances, turnstile lanes and internal doors. A 2 MP binocular camera pairs a visible-light sensor with an infrared sensor, so the terminal checks that a real face is in front of it before it searches its database. Printed photos, phone and tablet replays and most masks are rejected without slowing down genuine users.",
      "Identification runs on the device: up to 50,000 faces are matched 1:N in under 0.2 seconds at distances from 0.3 to 3 metres, including in backlit lobbies thanks to wide dynamic range. A built-in 13.56 MHz reader accepts MIFARE and DESFire cards, and face, card, QR code and PIN can be combined for two-factor entry at sensitive doors.",
      "The terminal drives a lock relay directly or reports to any controller over Wiegand 26/34 or RS485, and connects to Aurion AccessPro or third-party software over TCP/IP using the HTTP/JSON API in the SDK. The die-cast housing is rated IP65 and works from -20 °C to 60 °C, so the same model can be used indoors and at sheltered outdoor gates.",
    ].join("\n\n"),
    imageUrl: "/demo/product-face-terminal.webp",
    imageGallery: ["/demo/product-face-terminal.webp", "/demo/product-face-terminal-side.webp", "/demo/product-face-terminal-wall.webp"],
    priceRange: "$280 - $350",
    specifications: {
      "Recognition speed": "< 0.2 s",
      "Recognition accuracy": "99.9%",
      "Recognition distance": "0.3 - 3 m",
      Display: '8" IPS touch, 800 × 1280',
      Camera: "2 MP binocular (RGB + IR), WDR",
      "Card reader": "13.56 MHz MIFARE / DESFire (125 kHz EM optional)",
      Communication: "TCP/IP, RS485, Wiegand 26/34 in/out, USB",
      "Power supply": "12 V DC, 2 A",
      "Operating temperature": "-20 °C to 60 °C",
      Dimensions: "260 × 130 × 24 mm",
    },
    features: [
      "1:N identification of up to 50,000 faces in under 0.2 s",
      "Binocular IR liveness detection rejects photos, screen replays and masks",
      "Face, card, QR code and PIN, alone or combined for two-factor entry",
      "Wiegand, RS485 and relay outputs for locks, turnstiles and third-party controllers",
      "IP65 die-cast housing rated from -20 °C to 60 °C",
      "HTTP/JSON API and SDK for VMS, HR and attendance integration",
    ],
    datasheetUrl: "/demo/ab-fr700-datasheet.pdf",
    sdkUrl: "/demo/aurion-device-sdk.zip",
    technology: "Face Recognition",
    interface: "Wiegand / RS485 / TCP/IP",
    certification: ["CE", "FCC", "RoHS", "IP65", "NDAA"],
    application: ["Office buildings", "Schools and campuses", "Factories", "Residential communities", "Turnstile lanes"],
    rating: 5,
    isFeatured: true,
  },
  {
    categorySlug: "fingerprint-readers",
    name: "AB-F300 Fingerprint Access Terminal",
    slug: "ab-f300-fingerprint-access-terminal",
    productCode: "AB-F300",
    description: [
      "The AB-F300 is a fingerprint, card and PIN terminal for offices, workshops and back-of-house doors. Its 500 DPI optical sensor uses a hardened glass prism with live-finger detection, and keeps reading reliably with dry, worn or slightly dirty fingers, which is where many capacitive sensors struggle on production floors.",
      "The terminal stores 3,000 fingerprint templates, 10,000 cards and 100,000 events, and verifies a finger against the full database in under 0.5 seconds. The 2.8-inch colour display and backlit 12-key keypad handle enrolment, PIN entry and on-site configuration without a PC, so small sites can run it standalone.",
      "For larger sites the AB-F300 joins an Aurion AccessPro system over TCP/IP or RS485, or reports users to an existing controller through its Wiegand 26 output. Lock relay, door sensor and exit button inputs are on a removable terminal block, and attendance records can be exported to a USB drive for payroll.",
    ].join("\n\n"),
    imageUrl: "/demo/product-fingerprint-reader.webp",
    imageGallery: [
      "/demo/product-fingerprint-reader.webp",
      "/demo/product-fingerprint-reader-angle.webp",
      "/demo/product-fingerprint-sensor.webp",
    ],
    priceRange: "$95 - $130",
    specifications: {
      "Event log": "100,000 records",
      "Verification speed": "< 0.5 s (1:N)",
      "FRR / FAR": "≤ 0.01% / ≤ 0.0001%",
      Display: '2.8" TFT colour',
      Keypad: "12-key, backlit",
      "Card reader": "125 kHz EM (13.56 MHz MIFARE optional)",
      Communication: "TCP/IP, RS485, USB host",
      "Access outputs": "Lock relay, door sensor, exit button, Wiegand 26 out",
      "Power supply": "12 V DC, 1 A",
      "Operating temperature": "0 °C to 45 °C",
      Dimensions: "176 × 126 × 38 mm",
    },
    features: [
      "500 DPI optical sensor with live-finger detection",
      "3,000 fingerprints, 10,000 cards and 100,000 events on the device",
      "Fingerprint, card and PIN in any combination per user",
      "Standalone operation from the keypad, or networked over TCP/IP and RS485",
      "Built-in lock relay, door sensor and exit button inputs",
      "Attendance export to USB for payroll software",
    ],
    datasheetUrl: "/demo/ab-f300-datasheet.pdf",
    sdkUrl: "/demo/aurion-device-sdk.zip",
    technology: "Fingerprint",
    interface: "TCP/IP / RS485 / USB",
    certification: ["CE", "FCC", "RoHS"],
    application: ["Offices", "Workshops and factories", "Server rooms", "Time attendance"],
    rating: 5,
    isFeatured: true,
  },
  {
    categorySlug: "smart-locks",
    name: "AB-L500 Smart Lever Lock",
    slug: "ab-l500-smart-lever-lock",
    productCode: "AB-L500",
    description: [
      "The AB-L500 is a lever-handle smart lock for apartments, hotels, serviced offices and dormitories. The outer panel combines a 360° semiconductor fingerprint sensor, a MIFARE card reader and a capacitive touch keypad behind tempered glass; a concealed mechanical key cylinder remains available for emergencies.",
      "The keypad supports anti-peep virtual PINs: extra digits may be typed before or after the real code, so a code cannot be read from fingerprints on the glass. Bluetooth 5.0 LE lets residents and managers open the door, issue time-limited codes and read the audit trail from the mobile app, and the optional AB-G10 gateway brings the lock onto Wi-Fi for remote management.",
      "The lock runs for about twelve months on four AA alkaline cells at ten openings a day and warns well before the batteries are exhausted; a USB-C port on the outer panel powers it from a power bank if they run flat. It fits doors from 38 to 80 mm thick with a 5050 or 6068 mortise and a stainless steel latch.",
    ].join("\n\n"),
    imageUrl: "/demo/product-smart-lock.webp",
    imageGallery: ["/demo/product-smart-lock.webp", "/demo/product-smart-lock-door.webp", "/demo/product-smart-lock-keypad.webp"],
    priceRange: "$120 - $160",
    specifications: {
      "Unlock methods": "Fingerprint, MIFARE card, PIN, mobile app, mechanical key",
      "Card / PIN capacity": "200 / 100",
      "Fingerprint sensor": "Semiconductor, 508 DPI, 360° recognition",
      "Unlock time": "< 1 s",
      Keypad: "Capacitive touch, anti-peep virtual PIN",
      Connectivity: "Bluetooth 5.0 LE; Wi-Fi via AB-G10 gateway",
      Power: "4 × AA alkaline, about 12 months at 10 openings/day",
      "Emergency power": "USB-C, 5 V",
      Mortise: "5050 or 6068, stainless steel latch",
      Material: "Zinc alloy body, tempered glass panel",
      "Operating temperature": "-25 °C to 60 °C",
    },
    features: [
      "Fingerprint, card, PIN, app and mechanical key opening",
      "Anti-peep virtual PIN on a capacitive glass keypad",
      "Bluetooth 5.0 app with time-limited codes and audit trail",
      "About 12 months on four AA cells, USB-C emergency power",
      "Fits 38-80 mm doors with 5050 or 6068 mortise",
    ],
    datasheetUrl: "/demo/ab-l500-datasheet.pdf",
    sdkUrl: null,
    technology: "Fingerprint + RFID",
    interface: "Bluetooth / Wi-Fi gateway",
    certification: ["CE", "FCC", "RoHS", "IP54"],
    application: ["Apartments", "Hotels", "Serviced offices", "Student dormitories"],
    rating: 4,
    isFeatured: true,
  },
  {
    // The AB-F300's predecessor (decision 058): discontinued, supported a while longer, replaced by the AB-F300.
    categorySlug: "fingerprint-readers",
    name: "AB-F200 Fingerprint Terminal",
    slug: "ab-f200-fingerprint-terminal",
    productCode: "AB-F200",
    description: [
      "The AB-F200 was a fingerprint and card terminal for offices and small sites, with a 500 DPI optical sensor, 1,500 fingerprint templates and 5,000 cards, and a monochrome display with a 12-key keypad.",
      "It has been succeeded by the AB-F300, which doubles the fingerprint capacity, adds a colour display and attendance export, and fits the same wall plate and terminal block.",
    ].join("\n\n"),
    imageUrl: "/demo/product-fingerprint-reader-angle.webp",
    imageGallery: [],
    priceRange: null,
    specifications: {
      Communication: "TCP/IP, RS485",
      "Access outputs": "Lock relay, door sensor, exit button, Wiegand 26 out",
    },
    features: ["500 DPI optical sensor", "Fingerprint, card and PIN", "Wiegand 26 output to an existing controller"],
    datasheetUrl: null,
    sdkUrl: null,
    technology: "Fingerprint",
    interface: "TCP/IP / RS485",
    certification: ["CE", "FCC"],
    application: ["Offices"],
    rating: 4,
    isFeatured: false,
    lifecycle: "discontinued",
    discontinuedOn: "2025-06-30",
    supportEndsOn: "2027-12-31",
  },
];

/** A relation between demo products, each named by slug: "product <type> related product" (decision 058). */
export type DemoRelation = Pick<typeof productRelations.$inferInsert, "type"> & { productSlug: string; relatedSlug: string };

export const demoRelations: DemoRelation[] = [
  { productSlug: "ab-f300-fingerprint-access-terminal", type: "replaces", relatedSlug: "ab-f200-fingerprint-terminal" },
  // The AB-F300 at the back doors of a site whose entrance has an AB-FR700, in one AccessPro system.
  { productSlug: "ab-f300-fingerprint-access-terminal", type: "works_with", relatedSlug: "ab-fr700-face-recognition-terminal" },
  { productSlug: "ab-f200-fingerprint-terminal", type: "works_with", relatedSlug: "ab-fr700-face-recognition-terminal" },
];
