/**
 * The mail providers (docs/decisions/034), each as a transport that takes one composed message and answers
 * whether the provider accepted it. Every answer is checked against the provider's documented schema before
 * use: a malformed answer is a failed attempt (logged by the caller), never a crash.
 * - "email-service": Cloudflare Email Service through the `send_email` binding SEND_EMAIL, builder form
 *   (`send({ from, to, subject, html, text, replyTo, headers })` answers `{ messageId }`, see
 *   @cloudflare/workers-types SendEmail); miniflare runs the binding locally.
 * - "brevo": Brevo's transactional API, POST https://api.brevo.com/v3/smtp/email with the api-key header;
 *   201 answers `{ "messageId": "<...>" }`, an error `{ "code": "...", "message": "..." }`.
 * A call that takes longer than the timeout is aborted and counts as failed.
 */
import { z } from "../../app/lib/schemas/zod";
import type { AttemptOutcome } from "../domain/mail-retry";

export interface MailAddress {
  name: string;
  email: string;
}

/** One message as a provider gets it. */
export interface Envelope {
  from: MailAddress;
  replyTo: MailAddress;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (e.g. List-Unsubscribe), and X-Droomnest-Outbox with the outbox id. */
  headers: Record<string, string>;
  /** The mail's kind, for the provider's statistics. */
  tag: string;
}

export interface MailTransport {
  readonly name: "email-service" | "brevo";
  send(envelope: Envelope, signal: AbortSignal): Promise<AttemptOutcome>;
}

export const BREVO_SEND_URL = "https://api.brevo.com/v3/smtp/email";

/** Brevo's answer to an accepted transactional mail (201). */
export const brevoAcceptedSchema = z.object({ messageId: z.string().min(1) });
/** Brevo's error body (4xx). */
const brevoErrorSchema = z.object({ code: z.string(), message: z.string() });
/** The Email Service binding's answer (EmailSendResult). */
export const emailServiceResultSchema = z.object({ messageId: z.string().min(1) });

/** Statuses a later attempt may change (timeouts, throttling, the provider's own trouble). */
const transient = (status: number) => status === 408 || status === 429 || status >= 500;

export function brevoTransport(apiKey: string, doFetch: typeof fetch = fetch): MailTransport {
  return {
    name: "brevo",
    async send(m, signal) {
      const res = await doFetch(BREVO_SEND_URL, {
        method: "POST",
        signal,
        headers: { "Content-Type": "application/json", Accept: "application/json", "api-key": apiKey },
        body: JSON.stringify({
          sender: m.from,
          to: [{ email: m.to }],
          replyTo: m.replyTo,
          subject: m.subject,
          htmlContent: m.html,
          textContent: m.text,
          headers: m.headers,
          tags: [m.tag],
        }),
      });
      const body: unknown = await res.json().catch(() => null);
      if (res.ok) {
        const accepted = brevoAcceptedSchema.safeParse(body);
        if (accepted.success) return { sent: true, providerMessageId: accepted.data.messageId };
        return { sent: false, error: `brevo ${res.status}: answer without a messageId` };
      }
      const error = brevoErrorSchema.safeParse(body);
      const detail = error.success ? `${error.data.code}: ${error.data.message}` : "no error body";
      return { sent: false, error: `brevo ${res.status}: ${detail}`, ...(transient(res.status) ? {} : { permanent: true }) };
    },
  };
}

export function emailServiceTransport(binding: SendEmail): MailTransport {
  return {
    name: "email-service",
    async send(m, signal) {
      // The binding takes no AbortSignal: attempt() abandons its answer at the timeout.
      void signal;
      const result: unknown = await binding.send({ from: m.from, to: m.to, replyTo: m.replyTo, subject: m.subject, html: m.html, text: m.text, headers: m.headers });
      const parsed = emailServiceResultSchema.safeParse(result);
      if (parsed.success) return { sent: true, providerMessageId: parsed.data.messageId };
      return { sent: false, error: "email-service: answer without a messageId" };
    },
  };
}

/**
 * One attempt through a transport, never longer than timeoutMs and never throwing: a thrown error or the
 * timeout is a failed attempt that a later one may change.
 */
export async function attempt(transport: MailTransport, envelope: Envelope, timeoutMs: number): Promise<AttemptOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  // A provider that ignores the signal is abandoned all the same.
  const timedOut = new Promise<never>((_, reject) => controller.signal.addEventListener("abort", () => reject(new Error("timeout")), { once: true }));
  try {
    return await Promise.race([transport.send(envelope, controller.signal), timedOut]);
  } catch (err) {
    const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : err instanceof Error ? err.message : String(err);
    return { sent: false, error: `${transport.name}: ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}
