/** The dashboard's counts. Inquiries caught as spam are left out of both inquiry counts. */
import { and, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { caseStudies, categories, inquiries, newsArticles, products, resources, solutions } from "~/db/schema";
import type { DashboardStats } from "~/schemas/staff/dashboard";

export async function dashboardStats(db: Queryable): Promise<DashboardStats> {
  const notSpam = eq(inquiries.isSpam, false);
  return {
    products: await db.$count(products),
    categories: await db.$count(categories),
    solutions: await db.$count(solutions),
    resources: await db.$count(resources),
    newsArticles: await db.$count(newsArticles),
    caseStudies: await db.$count(caseStudies),
    inquiries: await db.$count(inquiries, notSpam),
    newInquiries: await db.$count(inquiries, and(notSpam, eq(inquiries.status, "pending"))),
  };
}
