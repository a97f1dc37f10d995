/** What the dashboard's call answers (`GET /api/admin/stats`): how many of each there are. */
import { z } from "zod";

export const dashboardStats = z.strictObject({
  products: z.int(),
  categories: z.int(),
  solutions: z.int(),
  resources: z.int(),
  newsArticles: z.int(),
  caseStudies: z.int(),
  inquiries: z.int().describe("Inquiries, spam left out"),
  newInquiries: z.int().describe("Inquiries nobody has handled yet: status pending, spam left out"),
});

export type DashboardStats = z.output<typeof dashboardStats>;
