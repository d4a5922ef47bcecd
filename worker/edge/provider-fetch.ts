/**
 * The one way a third-party adapter of worker/edge calls its provider (ADR 006: each adapter has an offline
 * default and never lets a provider's failure become a crash): a fetch cut off after a deadline, and an answer
 * read only through a zod schema of what the provider documents. Every failure is a ProviderFailure with its
 * reason (network, timeout, an error status, an unreadable or malformed answer); the adapter turns it into the
 * spec's fallback (postcode not found, VAT number counted valid, the chat's failure message, a 503 at checkout).
 */
import type { z } from "../../app/lib/schemas/zod";
import type { Logger } from "../http/log";

export type ProviderFailureReason = "network" | "timeout" | "status" | "unreadable" | "malformed";

export class ProviderFailure extends Error {
  constructor(
    readonly reason: ProviderFailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ProviderFailure";
  }
}

export interface ProviderFetchOptions {
  fetch?: typeof fetch;
  /** The deadline of this call; without it, only the caller's own signal (init.signal) bounds it. */
  timeoutMs?: number;
}

/** The call's deadline as a signal, joined with a caller's own (e.g. the assistant's whole-answer timeout). */
function deadline(timeoutMs: number | undefined, signal: AbortSignal | null | undefined): AbortSignal {
  const own = timeoutMs === undefined ? null : AbortSignal.timeout(timeoutMs);
  if (own && signal) return AbortSignal.any([own, signal]);
  return own ?? signal ?? new AbortController().signal;
}

/**
 * fetch with a deadline (the signal also bounds reading the body). Answers the Response whatever its
 * status when `acceptStatus` allows it (default: 2xx only); a network error, the deadline or another status
 * throws ProviderFailure (an unread error body is cancelled).
 */
export async function providerFetch(
  url: string,
  init: RequestInit,
  options: ProviderFetchOptions & { acceptStatus?: (status: number) => boolean },
): Promise<Response> {
  const signal = deadline(options.timeoutMs, init.signal);
  // The race also cuts off a fetch that does not honour the signal (a stub, a binding's fetch).
  const aborted = new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
  let res: Response;
  try {
    res = await Promise.race([(options.fetch ?? fetch)(url, { ...init, signal }), aborted]);
  } catch (err) {
    throw new ProviderFailure(signal.aborted ? "timeout" : "network", String(err));
  }
  if (!(options.acceptStatus ?? ((s: number) => s >= 200 && s < 300))(res.status)) {
    await res.body?.cancel().catch(() => undefined);
    throw new ProviderFailure("status", `status ${res.status}`, res.status);
  }
  return res;
}

/** A provider's answer that the schema does not describe (the message names the first path, not the values). */
export function parseProviderAnswer<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProviderFailure("malformed", `malformed answer at ${issue?.path.join(".") || "(root)"}: ${issue?.code ?? "invalid"}`);
  }
  return parsed.data;
}

/** The JSON body of a response, checked against the schema of the provider's documented answer. */
export async function providerJson<S extends z.ZodType>(res: Response, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch (err) {
    throw new ProviderFailure("unreadable", `unreadable answer: ${String(err)}`);
  }
  return parseProviderAnswer(schema, body);
}

/**
 * Runs one provider call; any failure is logged once (`message`, the provider, the reason and status; never a
 * value of the answer) and answers `fallback` instead. For adapters whose failure has a fixed fallback.
 */
export async function withFallback<T>(work: () => Promise<T>, fallback: T, log: Logger, message: string, fields: Record<string, unknown> = {}): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const failure = err instanceof ProviderFailure ? err : new ProviderFailure("network", String(err));
    log.warn(message, { ...fields, reason: failure.reason, ...(failure.status ? { status: failure.status } : {}), error: failure.message });
    return fallback;
  }
}
