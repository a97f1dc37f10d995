import { z } from "zod";

/** The admin sign-in form and `POST /api/auth/login`. */
export const loginSchema = z.object({
  username: z.string("Username is required").trim().min(1, "Username is required").max(64, "Username is too long"),
  password: z.string("Password is required").min(1, "Password is required").max(256, "Password is too long"),
});

export type LoginInput = z.infer<typeof loginSchema>;
