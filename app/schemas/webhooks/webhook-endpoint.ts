/** A webhook endpoint (docs/decisions/065-webhooks.md): the API's bodies and rows, and the Webhooks screen's form. */
import { z } from "zod";
import { isStandardWebhookSecret, WEBHOOK_KEY_BYTES, WEBHOOK_SECRET_PREFIX } from "~/lib/webhooks/webhook-secret";
import { WEBHOOK_EVENTS } from "~/lib/webhooks/webhook-values";
import { requiredText, stored } from "../fields";

/** An http(s) address without credentials in it: the secret is what authenticates a delivery. */
const endpointUrl = requiredText("URL", 2000).superRefine((value, context) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    context.addIssue({ code: "custom", message: "URL must be an http:// or https:// address" });
    return;
  }
  if (!["http:", "https:"].includes(url.protocol)) context.addIssue({ code: "custom", message: "URL must start with http:// or https://" });
  else if (url.username || url.password) context.addIssue({ code: "custom", message: "URL must not hold a user name or password" });
});

const endpointFields = {
  name: requiredText("Name", 100),
  url: endpointUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, `Each event must be one of ${WEBHOOK_EVENTS.join(", ")}`), "Events must be a list")
    .min(1, "Choose at least one event")
    .max(WEBHOOK_EVENTS.length, "Each event at most once")
    .refine((events) => new Set(events).size === events.length, "Each event at most once"),
  allowPrivateNetwork: z.boolean("Allow private network must be true or false").optional(),
  active: z.boolean("Active must be true or false").optional(),
};

/** A secret the admin gives: in the Standard Webhooks form, so that the receiver's library takes it as it is. */
const givenSecret = z
  .string("Secret must be text")
  .trim()
  .refine(
    isStandardWebhookSecret,
    `Secret must be ${WEBHOOK_SECRET_PREFIX} followed by a key of ${WEBHOOK_KEY_BYTES.min} to ${WEBHOOK_KEY_BYTES.max} bytes in base64`,
  );

/** `POST /api/webhooks`: the secret is generated unless the admin gives one (empty is none). */
export const createWebhookEndpointSchema = z.object({
  ...endpointFields,
  secret: z
    .union([z.literal(""), givenSecret])
    .optional()
    .transform((secret) => secret || undefined),
});

/** `PUT /api/webhooks/{id}`: any of the fields; the secret changes only by `POST /api/webhooks/{id}/secret`. */
export const updateWebhookEndpointSchema = z.object(endpointFields).partial();

export type WebhookEndpointInput = z.infer<typeof createWebhookEndpointSchema>;
export type WebhookEndpointUpdate = z.infer<typeof updateWebhookEndpointSchema>;

/** An endpoint as the API sends it: never its secret. */
export const webhookEndpointRow = z.strictObject({
  id: stored.id,
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  allowPrivateNetwork: z.boolean(),
  active: z.boolean(),
  createdBy: stored.id.nullable(),
  createdAt: stored.time,
  updatedAt: stored.time,
});

/** The signing secret (`whsec_` and its key in base64), answered once at creation, on demand and when regenerated. */
export const webhookSecretRow = z.strictObject({ secret: z.string() });

/** `POST /api/webhooks`'s answer: the endpoint with its secret, shown in full this once. */
export const createdWebhookEndpointRow = webhookEndpointRow.extend(webhookSecretRow.shape);

export type WebhookEndpointRow = z.output<typeof webhookEndpointRow>;
export type WebhookSecretRow = z.output<typeof webhookSecretRow>;
export type CreatedWebhookEndpointRow = z.output<typeof createdWebhookEndpointRow>;
