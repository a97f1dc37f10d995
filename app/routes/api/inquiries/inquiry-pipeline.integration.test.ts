/**
 * The inquiry pipeline's staff calls (docs/decisions/036-inquiry-pipeline.md): assigning an
 * inquiry, internal notes and who may delete them, the status history the database records with
 * each change, and the list's and the CSV export's assignee and date-range filters.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { activityLog, adminUsers, inquiries, inquiryStatusChanges } from "~/db/schema";
import { type ApiClient } from "../../../../tests/support/kits/api-client";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";
import { createUser, signedInClient } from "../../../../tests/support/kits/users";

let database: DatabaseHandle;
let server: TestServer;
const staff = {} as Record<"editor" | "colleague" | "admin", { client: ApiClient; id: string }>;

type Detail = {
  assignedTo: string | null;
  assignee: { id: string; username: string } | null;
  notes: { id: string; body: string; authorId: string | null; authorName: string | null }[];
  statusChanges: { fromStatus: string; toStatus: string; changedBy: string | null; changedByName: string | null; changedAt: string }[];
};

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  for (const [name, role] of [
    ["editor", "editor"],
    ["colleague", "editor"],
    ["admin", "admin"],
  ] as const) {
    const user = await createUser(database.db, `${name}1`, role);
    staff[name] = { client: await signedInClient(database.db, server.url, user.id), id: user.id };
  }
});
afterAll(async () => {
  await server.close();
  await database.close();
});
beforeEach(() => database.db.execute(sql`truncate ${inquiries}, ${activityLog} cascade`));

const storeInquiries = (rows: Partial<typeof inquiries.$inferInsert>[]) =>
  database.db
    .insert(inquiries)
    .values(rows.map((row, index) => ({ type: "quote" as const, name: `Person ${index}`, email: `person${index}@example.com`, ...row })))
    .returning();
const storeInquiry = async (row: Partial<typeof inquiries.$inferInsert> = {}) => (await storeInquiries([row]))[0]!;
const detail = async (id: string) => (await staff.editor.client.get<Detail>(`/api/inquiries/${id}`)).body;
const listed = async (query: string, client = staff.editor.client) => {
  const response = await client.get<{ name: string }[]>(`/api/inquiries?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body.map((row) => row.name).sort();
};

describe("PUT /api/inquiries/{id}/assignee", () => {
  it("assigns an inquiry to a staff member, shows who with the inquiry, and unassigns it", async () => {
    const inquiry = await storeInquiry();
    const assigned = await staff.editor.client.put(`/api/inquiries/${inquiry.id}/assignee`, { assignedTo: staff.colleague.id });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body).toMatchObject({ id: inquiry.id, assignedTo: staff.colleague.id });
    expect((await detail(inquiry.id)).assignee).toEqual({ id: staff.colleague.id, username: "colleague1" });

    expect((await staff.editor.client.put(`/api/inquiries/${inquiry.id}/assignee`, { assignedTo: null })).status).toBe(200);
    expect(await detail(inquiry.id)).toMatchObject({ assignedTo: null, assignee: null });
  });

  it("lists every staff member, admins and editors, as a possible assignee", async () => {
    const response = await staff.editor.client.get<{ username: string }[]>("/api/inquiries/assignees");
    expect(response.body).toEqual([
      { id: staff.admin.id, username: "admin1" },
      { id: staff.colleague.id, username: "colleague1" },
      { id: staff.editor.id, username: "editor1" },
    ]);
  });

  it.each([
    [{ assignedTo: crypto.randomUUID() }, "Choose an existing staff member"],
    [{ assignedTo: "someone" }, "Assignee must be a valid id"],
    [{}, "Assignee must be a valid id"],
  ])("refuses %j, naming the assignedTo field", async (body, reason) => {
    const inquiry = await storeInquiry();
    const response = await staff.editor.client.put(`/api/inquiries/${inquiry.id}/assignee`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Some fields are invalid", fields: { assignedTo: reason } });
    expect((await detail(inquiry.id)).assignedTo).toBeNull();
  });

  it("answers 404 for an unknown inquiry", async () => {
    const response = await staff.editor.client.put(`/api/inquiries/${crypto.randomUUID()}/assignee`, { assignedTo: staff.editor.id });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Inquiry not found" });
  });

  it("leaves the inquiries of a deleted account unassigned", async () => {
    const leaving = await createUser(database.db, `leaving-${crypto.randomUUID().slice(0, 8)}`);
    const inquiry = await storeInquiry({ assignedTo: leaving.id });
    await database.db.delete(adminUsers).where(eq(adminUsers.id, leaving.id));
    expect(await detail(inquiry.id)).toMatchObject({ assignedTo: null, assignee: null });
  });
});

describe("notes", () => {
  const addNote = (client: ApiClient, inquiryId: string, body: unknown) =>
    client.post<{ id: string; authorName: string }>(`/api/inquiries/${inquiryId}/notes`, { body });

  it("are added by any staff member and read with the inquiry, oldest first, with their authors", async () => {
    const inquiry = await storeInquiry();
    const first = await addNote(staff.editor.client, inquiry.id, "  Called them; they want 200 units.  ");
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ body: "Called them; they want 200 units.", authorId: staff.editor.id, authorName: "editor1" });
    await addNote(staff.admin.client, inquiry.id, "Offer sent\non Monday");
    expect((await detail(inquiry.id)).notes.map((note) => [note.authorName, note.body])).toEqual([
      ["editor1", "Called them; they want 200 units."],
      ["admin1", "Offer sent\non Monday"],
    ]);
  });

  it.each([
    ["empty", "", "Note is required"],
    ["blank", "   ", "Note is required"],
    ["not text", 42, "Note is required"],
    ["too long", "x".repeat(5001), "Note must be at most 5000 characters"],
  ])("refuse a body %s, naming the field", async (_, body, reason) => {
    const inquiry = await storeInquiry();
    const response = await addNote(staff.editor.client, inquiry.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Some fields are invalid", fields: { body: reason } });
  });

  it("cannot be added to an unknown inquiry", async () => {
    expect((await addNote(staff.editor.client, crypto.randomUUID(), "Hello")).status).toBe(404);
  });

  it("are deleted by their author or an admin, never by another editor", async () => {
    const inquiry = await storeInquiry();
    const mine = (await addNote(staff.editor.client, inquiry.id, "Mine")).body.id;
    const theirs = (await addNote(staff.colleague.client, inquiry.id, "Theirs")).body.id;

    const refused = await staff.editor.client.delete(`/api/inquiries/${inquiry.id}/notes/${theirs}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Only the note's author or an admin may delete it" });
    expect((await staff.editor.client.delete(`/api/inquiries/${inquiry.id}/notes/${mine}`)).status).toBe(204);
    expect((await staff.admin.client.delete(`/api/inquiries/${inquiry.id}/notes/${theirs}`)).status).toBe(204);
    expect((await detail(inquiry.id)).notes).toEqual([]);
  });

  it("answer 404 for a note of another inquiry or one deleted already", async () => {
    const [inquiry, other] = await storeInquiries([{}, {}]);
    const note = (await addNote(staff.editor.client, inquiry!.id, "On the first")).body.id;
    expect((await staff.editor.client.delete(`/api/inquiries/${other!.id}/notes/${note}`)).status).toBe(404);
    expect((await staff.editor.client.delete(`/api/inquiries/${inquiry!.id}/notes/${note}`)).status).toBe(204);
    const again = await staff.editor.client.delete(`/api/inquiries/${inquiry!.id}/notes/${note}`);
    expect([again.status, again.body]).toEqual([404, { message: "Note not found" }]);
  });

  it("keep their text when the author's account is deleted, without a name", async () => {
    const leaving = await createUser(database.db, `leaving-${crypto.randomUUID().slice(0, 8)}`);
    const client = await signedInClient(database.db, server.url, leaving.id);
    const inquiry = await storeInquiry();
    await addNote(client, inquiry.id, "Written before leaving");
    await database.db.delete(adminUsers).where(eq(adminUsers.id, leaving.id));
    expect((await detail(inquiry.id)).notes).toMatchObject([{ body: "Written before leaving", authorId: null, authorName: null }]);
  });

  it("are recorded in the activity log with who wrote them", async () => {
    const inquiry = await storeInquiry();
    await addNote(staff.editor.client, inquiry.id, "Logged");
    const entries = await database.db.select().from(activityLog).where(eq(activityLog.entityKind, "inquiry_note"));
    expect(entries).toMatchObject([{ action: "create", actorName: "editor1" }]);
  });
});

describe("the status history", () => {
  const changeStatus = (client: ApiClient, id: string, status: string) => client.put(`/api/inquiries/${id}`, { status });

  it("records each change with who made it and when, oldest first", async () => {
    const inquiry = await storeInquiry();
    const before = Date.now();
    expect((await changeStatus(staff.editor.client, inquiry.id, "processing")).status).toBe(200);
    expect((await changeStatus(staff.admin.client, inquiry.id, "success")).status).toBe(200);
    const { statusChanges } = await detail(inquiry.id);
    expect(
      statusChanges.map(({ fromStatus, toStatus, changedBy, changedByName }) => [fromStatus, toStatus, changedBy, changedByName]),
    ).toEqual([
      ["pending", "processing", staff.editor.id, "editor1"],
      ["processing", "success", staff.admin.id, "admin1"],
    ]);
    for (const change of statusChanges) expect(Date.parse(change.changedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("records nothing when the status stays the same, or when a change is refused", async () => {
    const inquiry = await storeInquiry({ status: "processing" });
    await changeStatus(staff.editor.client, inquiry.id, "processing");
    expect((await changeStatus(staff.editor.client, inquiry.id, "new")).status).toBe(400);
    expect((await detail(inquiry.id)).statusChanges).toEqual([]);
  });

  it("records a change made by any path, in the same transaction (a bulk update too)", async () => {
    const [first, second] = await storeInquiries([{}, {}]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('activity.actor_id', ${staff.admin.id}, true)`);
      await tx.update(inquiries).set({ status: "failed" });
    });
    for (const inquiry of [first!, second!]) {
      expect((await detail(inquiry.id)).statusChanges).toMatchObject([
        { fromStatus: "pending", toStatus: "failed", changedByName: "admin1" },
      ]);
    }
    // A change rolled back leaves no history.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(inquiries).set({ status: "success" }).where(eq(inquiries.id, first!.id));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await database.db.select().from(inquiryStatusChanges).where(eq(inquiryStatusChanges.inquiryId, first!.id))).toHaveLength(1);
  });

  it("goes with its inquiry when the inquiry is deleted", async () => {
    const inquiry = await storeInquiry();
    await changeStatus(staff.editor.client, inquiry.id, "processing");
    await database.db.delete(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(await database.db.select().from(inquiryStatusChanges)).toEqual([]);
  });
});

describe("the assignee and date-range filters", () => {
  it("list the inquiries of one staff member, the viewer's own (me), or the unassigned ones", async () => {
    await storeInquiries([
      { name: "Editor's", assignedTo: staff.editor.id },
      { name: "Colleague's", assignedTo: staff.colleague.id },
      { name: "Nobody's" },
    ]);
    expect(await listed(`assignee=${staff.colleague.id}`)).toEqual(["Colleague's"]);
    expect(await listed("assignee=me")).toEqual(["Editor's"]);
    expect(await listed("assignee=me", staff.colleague.client)).toEqual(["Colleague's"]);
    expect(await listed("assignee=unassigned")).toEqual(["Nobody's"]);
  });

  it("take whole UTC days, both ends included", async () => {
    await storeInquiries([
      { name: "Day before, last instant", createdAt: new Date("2025-03-03T23:59:59.999Z") },
      { name: "First instant", createdAt: new Date("2025-03-04T00:00:00.000Z") },
      { name: "Last instant", createdAt: new Date("2025-03-05T23:59:59.999Z") },
      { name: "Day after", createdAt: new Date("2025-03-06T00:00:00.000Z") },
    ]);
    expect(await listed("from=2025-03-04&to=2025-03-05")).toEqual(["First instant", "Last instant"]);
    expect(await listed("from=2025-03-04&to=2025-03-04")).toEqual(["First instant"]);
    expect(await listed("from=2025-03-05")).toEqual(["Day after", "Last instant"]);
    expect(await listed("to=2025-03-03")).toEqual(["Day before, last instant"]);
  });

  it("combine with the status, type and spam folder filters", async () => {
    const day = new Date("2025-06-10T12:00:00Z");
    await storeInquiries([
      { name: "Match", status: "processing", type: "demo", assignedTo: staff.editor.id, createdAt: day },
      { name: "Other status", status: "pending", type: "demo", assignedTo: staff.editor.id, createdAt: day },
      { name: "Other type", status: "processing", type: "quote", assignedTo: staff.editor.id, createdAt: day },
      { name: "Spam", status: "processing", type: "demo", assignedTo: staff.editor.id, createdAt: day, isSpam: true },
      { name: "Other day", status: "processing", type: "demo", assignedTo: staff.editor.id },
    ]);
    const query = "status=processing&type=demo&assignee=me&from=2025-06-10&to=2025-06-10";
    expect(await listed(query)).toEqual(["Match"]);
    expect(await listed(`${query}&spam=true`)).toEqual(["Spam"]);
  });

  it("filter the CSV export the same way", async () => {
    await storeInquiries([
      { name: "Mine in March", assignedTo: staff.editor.id, createdAt: new Date("2025-03-04T10:00:00Z") },
      { name: "Mine in April", assignedTo: staff.editor.id, createdAt: new Date("2025-04-04T10:00:00Z") },
      { name: "Nobody's in March", createdAt: new Date("2025-03-04T11:00:00Z") },
    ]);
    const response = await staff.editor.client.get<string>("/api/inquiries/export.csv?assignee=me&from=2025-03-01&to=2025-03-31");
    expect(response.status).toBe(200);
    const rows = response.text.trim().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"Mine in March"');
    expect((await staff.editor.client.get("/api/inquiries/export.csv?assignee=unassigned&from=2025-04-01")).status).toBe(404);
  });

  it.each([
    ["assignee=everyone", { assignee: "Assignee must be a user id, unassigned or me" }],
    ["from=2025-02-30", { from: "From must be a date (YYYY-MM-DD)" }],
    ["to=yesterday", { to: "To must be a date (YYYY-MM-DD)" }],
    ["from=2025-03-05&to=2025-03-04", { to: "To must not be before From" }],
  ])("refuse %s in the list and the export, naming the field", async (query, fields) => {
    for (const path of ["/api/inquiries", "/api/inquiries/export.csv"]) {
      const response = await staff.editor.client.get(`${path}?${query}`);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: "Some fields are invalid", fields });
    }
  });
});
