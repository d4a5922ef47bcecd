/**
 * The one structured logger: one JSON object a line (Workers Logs parses it), with base fields such as
 * the request id on every line. Server-side code in app/ takes the request id from the edge context;
 * the Worker uses worker/http/log.ts, which re-exports this. Every line passes scrubLogLine(): no e-mail
 * address or cart id reaches the logs, whoever logs it (app/lib/log-redact.ts).
 */
import { scrubLogLine } from "./log-redact";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** Where the lines go: console.log. Tests may swap it. */
let sink: (line: string) => void = (line) => console.log(line);

export function setLogSink(next: (line: string) => void): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** A logger whose every line carries the base fields (the request id, above all). */
export function createLogger(base: LogFields = {}): Logger {
  const write = (level: LogLevel) => (msg: string, fields: LogFields = {}) => sink(scrubLogLine(JSON.stringify({ level, msg, ...base, ...fields })));
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
