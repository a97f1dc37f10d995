/**
 * Sending one e-mail over SMTP with nodemailer. The SMTP URL carries the credentials, so it is
 * never logged and never part of an error message this module produces.
 */
import type { Transporter } from "nodemailer";

/** `html`, when given, travels as the alternative to `text` (multipart/alternative). */
export type MailMessage = { to: string; replyTo?: string; subject: string; text: string; html?: string };

export type MailTransport = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * Bounded waits so that a silent server cannot hold a delivery pass (and a shutdown) for long;
 * the mail is simply retried later.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * A transport for `smtp://` or `smtps://user:password@host:port` (nodemailer's URL form, options
 * in the query). nodemailer is loaded with the first message (15 MB of memory otherwise held for nothing).
 */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const opened = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from }),
    ));
  return {
    send: async (message) => {
      await (await opened()).sendMail(message);
    },
    close: () => void transporter?.then((open) => open.close()),
  };
}

/**
 * What went wrong, fit for a log line and the outbox row: the error's message only (nodemailer's
 * messages name the host and the server's reply, never the credentials), bounded in length.
 */
export function describeMailError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
