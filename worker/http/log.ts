import type { Context } from "hono";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** Where the lines go: console.log, one JSON object a line (Workers Logs parses it). Tests may swap it. */
let sink: (line: string) => void = (line) => console.log(line);

export function setLogSink(next: (line: string) => void): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** A logger whose every line carries the request id (and any other base fields). */
export function createLogger(base: LogFields = {}): Logger {
  const write = (level: LogLevel) => (msg: string, fields: LogFields = {}) =>
    sink(JSON.stringify({ level, msg, ...base, ...fields }));
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

/** The logger of a request: the request id from the context variable or the X-Request-Id header. */
export function logFor(c: Context): Logger {
  const id = (c.get("requestId") as string | undefined) ?? c.req.header("X-Request-Id") ?? null;
  return createLogger({ request_id: id, path: new URL(c.req.url).pathname });
}
