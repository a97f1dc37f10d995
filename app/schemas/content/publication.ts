/**
 * The publication fields of products, solutions and news articles (decision 031): a status, and
 * for a scheduled item the time it goes live, which must be ahead. Shared by the API, the admin
 * dialogs and the OpenAPI document.
 */
import { z } from "zod";
import { PUBLICATION_STATUSES, type PublicationStatus } from "~/lib/domain-values";
import { stored } from "../fields";

export const PUBLISH_AT_REQUIRED = "Choose when to publish";
export const PUBLISH_AT_IN_FUTURE = "The publish time must be in the future";

/** An ISO date-time with its offset, so that nothing depends on the server's time zone. */
export const publishAtField = z.iso
  .datetime({ offset: true, message: "Publish time must be a date-time such as 2026-01-31T09:00:00Z" })
  .transform((value) => new Date(value));

export const publicationFields = {
  status: z
    .enum(PUBLICATION_STATUSES, `Status must be one of ${PUBLICATION_STATUSES.join(", ")}`)
    .optional()
    .describe(
      "draft: never public; scheduled: public from publishAt on; published (the default): public. " +
        "Public reads (signed out) see published items only; a PUT without status leaves status and publishAt as they are.",
    ),
  publishAt: publishAtField
    .nullable()
    .optional()
    .describe("With status scheduled: when the item goes live, an ISO date-time with offset, in the future. Cleared for any other status."),
};

/** The publication columns as a row sends them: `publishAt` is set on a scheduled item only. */
export const publicationRowFields = {
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: stored.time.nullable(),
};

type PublicationInput = { status?: PublicationStatus; publishAt?: Date | null };

/** A scheduled item needs a publish time ahead of now: named field errors for the form and the API. */
export function checkSchedule(value: PublicationInput, context: z.RefinementCtx): void {
  const { status, publishAt } = value;
  if (status !== "scheduled") return;
  if (publishAt === undefined || publishAt === null) {
    context.addIssue({ code: "custom", path: ["publishAt"], message: PUBLISH_AT_REQUIRED });
  } else if (publishAt instanceof Date && publishAt.getTime() <= Date.now()) {
    // (Not a Date when the field itself was refused: its own message says why.)
    context.addIssue({ code: "custom", path: ["publishAt"], message: PUBLISH_AT_IN_FUTURE });
  }
}

/** The columns a write stores: only a scheduled item keeps a publish time; no status, no change. */
export function publicationColumns<T extends PublicationInput>(input: T): Omit<T, "publishAt"> & { publishAt?: Date | null } {
  if (input.status === undefined) {
    const { publishAt: _ignored, ...rest } = input;
    return rest;
  }
  return { ...input, publishAt: input.status === "scheduled" ? input.publishAt : null };
}
