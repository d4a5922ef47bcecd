/**
 * The back office's client of /beheer/api (docs/decisions/035), for its loaders and actions only: worker/ssr.ts
 * makes it per request with the staff identity forwarded, in-process. A non-2xx answer throws the API's Dutch
 * error as an ApiError, like the shop's client.
 */
import { ApiError, type Transport } from "./client";

interface Envelope<T> {
  data: T;
}

async function fail(res: Response, what: string): Promise<never> {
  let code = "http_error";
  let message = `${what} answered ${res.status}`;
  let fields: Record<string, string> | undefined;
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string; fields?: Record<string, string> } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
    fields = body.error?.fields;
  } catch {
    // not JSON: keep the generic message
  }
  throw new ApiError(res.status, code, message, fields);
}

export function createBeheerClient(transport: Transport) {
  async function get<T>(path: string): Promise<T> {
    const res = await transport(path, { headers: { Accept: "application/json" } });
    if (!res.ok) return fail(res, `GET ${path}`);
    return ((await res.json()) as Envelope<T>).data;
  }
  async function send<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
    const res = await transport(path, {
      method,
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) return fail(res, `${method} ${path}`);
    return ((await res.json()) as Envelope<T>).data;
  }
  /** A multipart form (a product image upload, docs/decisions/041); the runtime sets its Content-Type. */
  async function sendForm<T>(path: string, form: FormData): Promise<T> {
    const res = await transport(path, { method: "POST", headers: { Accept: "application/json" }, body: form });
    if (!res.ok) return fail(res, `POST ${path}`);
    return ((await res.json()) as Envelope<T>).data;
  }
  /** A binary answer (a label or a credit note PDF) as the API gave it; a non-2xx throws. */
  async function raw(path: string): Promise<Response> {
    const res = await transport(path, {});
    if (!res.ok) return fail(res, `GET ${path}`);
    return res;
  }
  return { get, send, sendForm, raw };
}

export type BeheerClient = ReturnType<typeof createBeheerClient>;
