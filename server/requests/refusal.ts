/** A refusal before the application: JSON with a `message` under /api/, as every API error is; plain text elsewhere. */
import type { Request, Response } from "express";

export function sendRefusal(request: Request, response: Response, status: number, message: string) {
  if (request.path.startsWith("/api/")) response.status(status).json({ message });
  else response.status(status).type("text/plain").send(`${message}\n`);
}
