/**
 * A new password typed twice (adding a user, resetting a password, changing one's own): the
 * second field must repeat the first, and a mismatch shows under the second one.
 */
import { z } from "zod";

export const PASSWORDS_DIFFER = "The passwords do not match";

/** The schema with a `confirmPassword` field that must equal its `passwordKey` field. */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, passwordKey: keyof Shape & string) {
  return schema
    .extend({ confirmPassword: z.string() })
    .refine((values) => (values as Record<string, unknown>)[passwordKey] === (values as { confirmPassword: string }).confirmPassword, {
      message: PASSWORDS_DIFFER,
      path: ["confirmPassword"],
    });
}
