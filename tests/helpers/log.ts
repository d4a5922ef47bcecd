import type { Logger, LogFields, LogLevel } from "../../app/lib/log";

/** A logger that keeps its JSON lines in `lines` (as the real one writes them), for assertions. */
export function memoryLogger(lines: string[], base: LogFields = {}): Logger {
  const write = (level: LogLevel) => (msg: string, fields: LogFields = {}) => {
    lines.push(JSON.stringify({ level, msg, ...base, ...fields }));
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
