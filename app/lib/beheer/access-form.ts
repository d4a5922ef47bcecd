/**
 * What the back office's own pages (sign-in, overview, audit log, staff, settings) share on the server side
 * (docs/decisions/035): a write through the beheer client answered as a form state (the API's Dutch message
 * and per-field messages on refusal), a refusal of the role as the page's 403, and times in Dutch time.
 */
import { data } from "react-router";
import { ApiError } from "../api/client";

export type FormResult<T = unknown> = { intent: string; ok: true; message: string; data: T } | { intent: string; ok: false; message: string; fields?: Record<string, string> };

/** Runs a back-office API write for a form; a refusal (4xx) becomes the form's state, anything else is thrown. */
export async function formWrite<T>(intent: string, write: () => Promise<T>, success: (result: T) => string): Promise<FormResult<T>> {
  try {
    const result = await write();
    return { intent, ok: true, message: success(result), data: result };
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 403) return { intent, ok: false, message: err.message, fields: err.fields };
    throw asPageError(err);
  }
}

/** A 403 or 404 of the API as the page's own answer (its ErrorBoundary shows the Dutch message); else unchanged. */
export function asPageError(err: unknown): unknown {
  if (err instanceof ApiError && (err.status === 403 || err.status === 404)) return data(err.message, { status: err.status });
  return err;
}

/** A read for a loader: the API's 403 (the role may not) becomes the page's 403. */
export async function pageRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw asPageError(err);
  }
}

const DATE_TIME = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** Unix seconds as a Dutch date and time in Dutch time: "01-07-2026 00:30". */
export function formatDateTime(seconds: number): string {
  return DATE_TIME.format(new Date(seconds * 1000)).replace(",", "");
}

/** A form field's text ("" when absent). */
export const formText = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};
