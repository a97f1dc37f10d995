/**
 * Demo content for "Populate Demo Data" and the first start of an empty database
 * (docs/behaviour/admin-area.md §9). Pure data, typed with the schema's insert shapes; no database access.
 *
 * This file holds the categories, resources, hero slides and company sections; the longer
 * product, solution and news texts live in demo-products.ts, demo-solutions.ts and demo-news.ts.
 * Every image URL points at a file generated into public/demo by scripts/generate-demo-images.mjs;
 * a download's `/demo/` URL names the file the seed stores like an upload (demo-download-files.server.ts).
 */
import type { categories, companyInfo, heroSlides, resources } from "~/db/schema";

export type DemoCategory = Omit<typeof categories.$inferInsert, "id" | "createdAt">;

/** A resource insert row that names its (optional) category by slug instead of id. */
export type DemoResource = Omit<typeof resources.$inferInsert, "categoryId"> & { categorySlug?: string };

export const demoCategories: DemoCategory[] = [
  {
    name: "Facial Recognition",
    slug: "facial-recognition",
    description:
      "Face recognition terminals with binocular IR liveness detection for entrances, turnstile lanes and attendance, from 5-inch wall units to 10-inch outdoor models.",
    imageUrl: "/demo/category-facial-recognition.webp",
    order: 0,
  },
  {
    name: "Fingerprint Readers",
    slug: "fingerprint-readers",
    description:
      "Optical and capacitive fingerprint terminals and readers for doors and time attendance, with card and PIN options, standalone or networked.",
    imageUrl: "/demo/category-fingerprint-readers.webp",
    order: 1,
  },
  {
    name: "RFID & Card Readers",
    slug: "rfid-card-readers",
    description:
      "125 kHz and 13.56 MHz readers in mullion, wall and keypad formats, with Wiegand and OSDP output, plus MIFARE and DESFire cards and key fobs.",
    imageUrl: "/demo/category-rfid-card-readers.webp",
    order: 2,
  },
  {
    name: "Smart Locks",
    slug: "smart-locks",
    description:
      "Fingerprint, card, PIN and Bluetooth locks for apartments, hotels, offices and dormitories, with app management and optional Wi-Fi gateways.",
    imageUrl: "/demo/category-smart-locks.webp",
    order: 3,
  },
  {
    name: "Access Controllers",
    slug: "access-controllers",
    description:
      "One-, two- and four-door controllers in DIN-rail enclosures with TCP/IP and RS485, Wiegand reader inputs, lock relays and fire-alarm release.",
    imageUrl: "/demo/category-access-controllers.webp",
    order: 4,
  },
];

export const demoResources: DemoResource[] = [
  {
    title: "Aurion AccessPro for Windows",
    type: "app",
    description:
      "Management software for Aurion terminals, controllers and locks: user enrolment, door schedules, visitor passes, attendance reports and event monitoring for up to 5,000 users per server.",
    fileUrl: "/demo/aurion-device-sdk.zip",
    externalUrl: null,
    version: "4.2.1",
    platform: "Windows 10/11",
    duration: null,
  },
  {
    title: "Aurion Device SDK (AB-FR700 / AB-F300)",
    type: "sdk",
    description:
      "C/C++ libraries, a C# wrapper and the HTTP/JSON device API reference for enrolment, event subscription and door control, with sample projects.",
    fileUrl: "/demo/aurion-device-sdk.zip",
    externalUrl: null,
    version: "3.8.0",
    platform: "Windows x64, Linux x86_64 / ARM64",
    duration: null,
    categorySlug: "facial-recognition",
  },
  {
    title: "AB-FR700 firmware",
    type: "firmware",
    description:
      "Terminal firmware for the AB-FR700: the recognition algorithm, liveness detection, door and Wiegand I/O and the device's HTTP/JSON API. Install it from AccessPro or from the terminal's web page.",
    fileUrl: "/demo/ab-fr700-firmware-5.1.3.bin",
    externalUrl: null,
    version: "5.1.3",
    platform: null,
    duration: null,
    categorySlug: "facial-recognition",
  },
  {
    title: "AB-FR700 installation and enrolment walkthrough",
    type: "tutorial",
    description:
      "Video guide to mounting the AB-FR700, wiring it to a lock and an AB-C4000 controller, setting the network and enrolling users from the terminal and from AccessPro.",
    fileUrl: null,
    externalUrl: "https://www.aurion-biometrics.com/tutorials/ab-fr700-installation",
    version: null,
    fileSize: null,
    platform: null,
    duration: "12:45",
    categorySlug: "facial-recognition",
  },
];

export const demoHeroSlides: (typeof heroSlides.$inferInsert)[] = [
  {
    title: "Biometric access control, designed and built in-house",
    subtitle:
      "Face recognition terminals, fingerprint readers, card readers and smart locks from our own factory in Shenzhen, with OEM/ODM options for integrators and distributors.",
    backgroundImageUrl: "/demo/hero-lobby.webp",
    ctaText: "Explore Solutions",
    ctaLink: "/solutions",
    cta2Text: "Get a Quote",
    cta2Link: "/contact?type=quote",
    stats: [
      { value: "500+", label: "Global Clients" },
      { value: "80+", label: "Countries" },
      { value: "1M+", label: "Products Shipped" },
      { value: "99.8%", label: "QC Pass Rate" },
    ],
    order: 0,
    isActive: true,
  },
  {
    title: "Face recognition in 0.1 seconds",
    subtitle: "Binocular IR liveness detection, 50,000-face databases and IP65 housings for lobbies, turnstile lanes and outdoor gates.",
    backgroundImageUrl: "/demo/hero-face-verification.webp",
    ctaText: "View Face Terminals",
    ctaLink: "/products?category=facial-recognition",
    cta2Text: "Schedule a Demo",
    cta2Link: "/contact?type=demo",
    stats: [
      { value: "0.1 s", label: "Recognition" },
      { value: "99.9%", label: "Accuracy" },
      { value: "50K+", label: "Face Database" },
      { value: "IP65", label: "Weatherproof" },
    ],
    order: 1,
    isActive: true,
  },
  {
    title: "Smart locks for apartments, hotels and offices",
    subtitle:
      "Fingerprint, card, PIN and Bluetooth opening with app management and audit trails, certified for the markets our distributors serve.",
    backgroundImageUrl: "/demo/hero-smart-building.webp",
    ctaText: "Browse Smart Locks",
    ctaLink: "/products?category=smart-locks",
    cta2Text: "Become a Distributor",
    cta2Link: "/contact?type=distributor",
    stats: [
      { value: "CE/FCC", label: "Certified" },
      { value: "3-Year", label: "Warranty" },
      { value: "NDAA", label: "Compliant" },
      { value: "80+", label: "Countries Served" },
    ],
    order: 2,
    isActive: true,
  },
  {
    title: "OEM/ODM from prototype to mass production",
    subtitle: "Custom hardware, firmware and branding on eight SMT lines, with in-house testing and a 30-day average prototype turnaround.",
    backgroundImageUrl: "/demo/hero-factory.webp",
    ctaText: "OEM/ODM Services",
    ctaLink: "/customization",
    cta2Text: "Request a Quote",
    cta2Link: "/contact?type=quote",
    stats: [
      { value: "10+", label: "Years Manufacturing" },
      { value: "ISO 9001", label: "Certified Quality" },
      { value: "99.8%", label: "QC Pass Rate" },
      { value: "1M+", label: "Units Delivered" },
    ],
    order: 3,
    isActive: true,
  },
];

export const demoCompanyInfo: (typeof companyInfo.$inferInsert)[] = [
  {
    section: "about",
    title: "About Aurion Biometrics",
    content: [
      "Aurion Biometrics designs and manufactures biometric and access-control hardware in Shenzhen, China. Since 2015 we have built face recognition terminals, fingerprint readers, RFID readers, smart locks and access controllers for security integrators, distributors and OEM brands, and today our products are installed by more than 500 clients in over 80 countries.",
      "We keep design and production under one roof: our 50-strong R&D team develops the hardware, firmware and recognition algorithms, and our own SMT, assembly and test lines build every unit. That lets us support integrators with SDKs and engineering help, and lets OEM customers change a housing, a board or a user interface without changing supplier.",
    ].join("\n\n"),
    stats: {},
    certifications: [],
    clientLogos: [],
    videoUrl: "https://www.aurion-biometrics.com/videos/company-profile",
    imageGallery: ["/demo/team-group.webp", "/demo/news-factory.webp"],
  },
  {
    section: "factory",
    title: "Manufacturing in Shenzhen",
    content:
      "Our 15,000 m² facility runs eight SMT lines, manual and automated assembly, and a quality-control laboratory with thermal cycling, salt-spray and IP65 test equipment. Every finished unit passes a 4-hour burn-in and a functional test before packing, and its test record is kept against its serial number.",
    stats: {
      "Years of experience": "10+",
      "Monthly capacity": "50,000+ units",
      "Global clients": "500+",
      "Countries served": "80+",
      "QC pass rate": "99.8%",
      "R&D engineers": "50+",
      "SMT lines": "8",
      "Facility area": "15,000 m²",
      "Monthly orders": "2,000+",
      Certifications: "6+",
    },
    certifications: [],
    clientLogos: [],
    videoUrl: null,
    imageGallery: [
      "/demo/factory-smt-line.webp",
      "/demo/factory-assembly.webp",
      "/demo/factory-qc-lab.webp",
      "/demo/team-engineering.webp",
      "/demo/team-group.webp",
    ],
  },
  {
    section: "certifications",
    title: "Certifications and compliance",
    content:
      "Our management systems and products are certified by accredited third parties, and test reports are available to customers on request.",
    stats: {},
    certifications: [
      {
        name: "ISO 9001",
        imageUrl: "/demo/certificate-iso-9001.webp",
        description: "Quality management system covering design and manufacture of biometric access-control devices.",
      },
      {
        name: "CE",
        imageUrl: "/demo/certificate-ce.webp",
        description: "Conformity with the EU Radio Equipment (2014/53/EU) and EMC (2014/30/EU) directives.",
      },
      { name: "FCC", description: "FCC Part 15 authorisation for sale in the United States." },
      { name: "RoHS", description: "Restriction of hazardous substances in electrical and electronic equipment (2011/65/EU)." },
      { name: "ISO 27001", description: "Information security management for our software, cloud services and customer data." },
      { name: "GDPR", description: "Biometric data processing designed for compliance with the EU General Data Protection Regulation." },
    ],
    clientLogos: [],
    videoUrl: null,
    imageGallery: ["/demo/certificate-iso-9001.webp", "/demo/certificate-ce.webp"],
  },
];
