/**
 * Demo industry solutions and the case studies that belong to them.
 */
import type { caseStudies, solutions } from "~/db/schema";

/** A case study insert row that names its solution by slug instead of id. */
export type DemoCaseStudy = Omit<typeof caseStudies.$inferInsert, "solutionId"> & { solutionSlug: string };

export const demoSolutions: (typeof solutions.$inferInsert)[] = [
  {
    name: "Smart Campus Access Control",
    slug: "smart-campus-access-control",
    tagline: "Face-verified gates, dormitory locks and staff doors on one system",
    description:
      "A complete access-control package for schools, colleges and universities: face recognition terminals on the gate lanes, smart locks on dormitory rooms, fingerprint terminals on staff and laboratory doors, all managed from one AccessPro server with a single record per student and staff member.",
    heroImageUrl: "/demo/solution-smart-campus.webp",
    useCase:
      "A campus with 3,000 students and 250 staff wants to know who is on site at any moment and to stop lending of ID cards at the main gate. Students pass speed-gate lanes fitted with AB-FR700 terminals in about one second each, so the morning peak of 1,200 arrivals clears in under fifteen minutes on four lanes. Parents receive an arrival and departure message through the school's own app over the AccessPro API. Dormitory rooms use AB-L500 locks opened by the same student card or fingerprint, with curfew schedules set per building, and laboratories use AB-F300 terminals so only trained staff and supervised classes can enter. If the network fails, every terminal and lock keeps working from its local database and uploads its events when the connection returns.",
    industry: ["education", "residential"],
    wiringDiagramUrl: "/demo/wiring-diagram-gate-and-door.pdf",
    bomList: [
      {
        part: "Face recognition terminal",
        model: "AB-FR700",
        quantity: 8,
        notes: "One per gate lane direction, pole mounted on the gate cabinet",
      },
      { part: "Access controller, 4 doors", model: "AB-C4000", quantity: 3, notes: "Gate lanes and main building doors" },
      { part: "Fingerprint access terminal", model: "AB-F300", quantity: 12, notes: "Staff rooms and laboratories" },
      { part: "Smart lever lock", model: "AB-L500", quantity: 240, notes: "Dormitory rooms, 5050 mortise" },
      { part: "Wi-Fi lock gateway", model: "AB-G10", quantity: 24, notes: "One per 10 locks, per dormitory floor" },
      { part: "DESFire EV3 student card", model: "AB-CD-EV3", quantity: 3500, notes: "Printed with the school's ID card design" },
      { part: "Management software", model: "AccessPro Server", quantity: 1, notes: "Licence for 5,000 users, parent notification API" },
    ],
    videoUrl: "https://www.aurion-biometrics.com/videos/smart-campus",
    benefits: [
      "Cards cannot be lent: every gate passage is verified against the student's face",
      "Morning peak of 1,200 arrivals cleared in under 15 minutes on four lanes",
      "One user record opens gates, dormitory rooms and laboratory doors",
      "Arrival and departure events delivered to the school app in real time",
      "Terminals and locks keep working offline and sync when the network returns",
    ],
    isFeatured: true,
  },
  {
    name: "Corporate Office Access & Visitor Management",
    slug: "corporate-office-access",
    tagline: "Touchless entry for staff, pre-registered visitors and secure rooms",
    description:
      "Face recognition at the reception gates, QR-code visitor passes, two-factor entry for server and records rooms, and attendance data for HR, managed as one system for single offices and multi-site companies.",
    heroImageUrl: "/demo/solution-corporate-office.webp",
    useCase:
      "A company headquarters with 1,800 employees over twelve floors replaces plastic badges at reception with face recognition. Employees are enrolled once from their HR photo and pass the AB-FR700 gate lanes without stopping; contractors keep a DESFire card that is valid only on the floors and hours in their contract. Visitors are registered by their host in the visitor portal and receive a QR code by e-mail, which opens the visitor lane and the lift lobby on the day of the visit and expires at midnight. Server rooms and the records archive require face plus PIN on the terminal, and every attempt is logged. Clock-in and clock-out events are exported each night to the payroll system, and the fire panel input releases all doors and prints a roll-call list of everyone still on site.",
    industry: ["corporate", "government"],
    wiringDiagramUrl: "/demo/wiring-diagram-gate-and-door.pdf",
    bomList: [
      { part: "Face recognition terminal", model: "AB-FR700", quantity: 10, notes: "Reception gate lanes, in and out" },
      { part: "Face recognition terminal", model: "AB-FR700", quantity: 6, notes: "Server rooms and archive, face + PIN" },
      { part: "Access controller, 4 doors", model: "AB-C4000", quantity: 8, notes: "Floor doors and lift lobby, fire panel input" },
      { part: "RFID mullion reader", model: "AB-R200", quantity: 24, notes: "Floor doors, contractor cards" },
      { part: "DESFire EV3 card", model: "AB-CD-EV3", quantity: 300, notes: "Contractors and staff without face enrolment" },
      { part: "Management software", model: "AccessPro Enterprise", quantity: 1, notes: "Visitor portal, HR export, multi-site licence" },
    ],
    videoUrl: "https://www.aurion-biometrics.com/videos/corporate-office",
    benefits: [
      "No badges to issue, replace or deactivate for enrolled employees",
      "Visitor QR passes valid only on the day of the visit",
      "Face plus PIN on server rooms with a complete audit trail",
      "Nightly attendance export to HR and payroll",
      "Fire-alarm release and roll-call list of everyone on site",
    ],
    isFeatured: true,
  },
];

export const demoCaseStudies: DemoCaseStudy[] = [
  {
    solutionSlug: "smart-campus-access-control",
    title: "Face-verified gates and dormitory locks for 3,400 students",
    slug: "greenfield-academy-campus-access",
    industry: "Education",
    problem:
      "Greenfield Academy used magnetic-stripe cards at its main gate and mechanical keys in its boarding houses. Cards were regularly lent between students, lost keys meant replacing cylinders every term, and at the start of the school day queues at the gate stretched onto the road.",
    solution:
      "Aurion installed four bi-directional speed-gate lanes with eight AB-FR700 terminals, AB-C4000 controllers for the building doors and 240 AB-L500 locks in the boarding houses, all on one AccessPro server. Students were enrolled from their existing ID photos in two days, and the school's parent app receives arrival and departure events through the AccessPro API.",
    results:
      "The morning peak now clears in 12 minutes instead of 35. Card lending at the gate stopped entirely, lock cylinder replacements fell to zero in the first year, and boarding staff check room occupancy from the audit trail instead of nightly rounds.",
    client: "Greenfield Academy",
    location: "Kuala Lumpur, Malaysia",
    heroImageUrl: "/demo/solution-smart-campus.webp",
    imageGallery: ["/demo/product-face-terminal-wall.webp", "/demo/product-smart-lock-door.webp"],
    testimonial:
      "The gates were the easy part to see, but the real change is that one record per student now covers the gate, the boarding houses and the labs. Our facilities team spends its time on the buildings again instead of on keys.",
    testimonialAuthor: "Daniel Lim, Head of Facilities, Greenfield Academy",
  },
  {
    solutionSlug: "corporate-office-access",
    title: "Badge-free headquarters for 1,800 employees",
    slug: "meridian-logistics-headquarters-access",
    industry: "Corporate",
    problem:
      "Meridian Logistics moved its headquarters into a twelve-floor building and did not want to issue, print and manage 1,800 new badges. Reception also had no record of visitors after they signed the paper book, and the IT team needed stronger control of the two server rooms.",
    solution:
      "Ten AB-FR700 terminals were fitted to the reception gate lanes and six more, set to face plus PIN, to the server rooms and records archive. AB-C4000 controllers handle floor doors and the lift lobby with a fire-panel input, and the AccessPro visitor portal issues QR passes that hosts request by e-mail.",
    results:
      "No employee badges were printed for the move. Average time through the reception lanes is 1.1 seconds per person, every visitor is now linked to a host and a time window, and the nightly attendance export replaced a manual reconciliation that took HR two days a month.",
    client: "Meridian Logistics",
    location: "Dubai, United Arab Emirates",
    heroImageUrl: "/demo/hero-lobby.webp",
    imageGallery: ["/demo/solution-corporate-office.webp"],
    testimonial:
      "We opened the new building with no badges at all. Staff walk through, visitors get a code the day before, and the server rooms have a proper audit trail for the first time.",
    testimonialAuthor: "Sara Haddad, IT Infrastructure Manager, Meridian Logistics",
  },
];
