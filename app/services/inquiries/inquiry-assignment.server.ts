/**
 * Who handles an inquiry (docs/decisions/036-inquiry-pipeline.md): any staff account, admin or
 * editor; deleting the account leaves its inquiries unassigned (the foreign key sets null).
 */
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers, inquiries } from "~/db/schema";
import { badRequest } from "~/lib/server/http-errors.server";
import type { AssignInquiryInput } from "~/schemas/inquiries/inquiry-pipeline";
import { foundRow, rowId } from "../records/row-by-id.server";

export type Assignee = { id: string; username: string };

const INQUIRY_NOT_FOUND = "Inquiry not found";

/** The staff members an inquiry can be assigned to, by name. */
export function listAssignees(db: Queryable): Promise<Assignee[]> {
  return db.select({ id: adminUsers.id, username: adminUsers.username }).from(adminUsers).orderBy(asc(adminUsers.username));
}

/**
 * Assigns the inquiry (spam too) to a staff member, or unassigns it with null. The account is
 * locked while the inquiry names it, so that an account deleted at the same moment is never named.
 */
export async function assignInquiry(db: Queryable, id: string | undefined, { assignedTo }: AssignInquiryInput) {
  const inquiryId = rowId(id, INQUIRY_NOT_FOUND);
  return db.transaction(async (tx) => {
    if (assignedTo !== null) {
      const [account] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, assignedTo)).for("share");
      if (!account) throw badRequest("Some fields are invalid", { assignedTo: "Choose an existing staff member" });
    }
    return foundRow(await tx.update(inquiries).set({ assignedTo }).where(eq(inquiries.id, inquiryId)).returning(), INQUIRY_NOT_FOUND);
  });
}
