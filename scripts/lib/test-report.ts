/**
 * What `npm test` prints above its summary when a step failed: the failed vitest files and tests, the failed
 * Playwright tests, or, when vitest left no results (it ended before it could write them), the last lines it
 * printed. A CI log is often read from its end, so the reason for a red run sits next to the verdict.
 */

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/gu;

/** Keeps the last `size` lines of a stream of text, without terminal colours. */
export class LineTail {
  private lines: string[] = [];
  private partial = "";
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }

  push(chunk: string): void {
    const parts = (this.partial + chunk).split(/\r?\n/u);
    this.partial = parts.pop() ?? "";
    for (const line of parts) this.add(line);
  }

  /** The kept lines, the unfinished last one included; blank lines are left out. */
  text(): string[] {
    const rest = this.partial.replace(ANSI, "").trimEnd();
    return [...this.lines, ...(rest ? [rest] : [])].slice(-this.size);
  }

  private add(line: string): void {
    const clean = line.replace(ANSI, "").trimEnd();
    if (!clean) return;
    this.lines.push(clean);
    if (this.lines.length > this.size) this.lines.shift();
  }
}

type VitestReport = {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

const firstLine = (text: string | undefined) => (text ?? "").replace(ANSI, "").split("\n").find((l) => l.trim())?.trim() ?? "";
const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One line per failed test (or per file that failed without a test), at most `max`, paths relative to `root`. */
export function vitestFailures(report: VitestReport, root: string, max = 12): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length).replace(/^[\\/]/u, "") : file.name;
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    if (failed.length === 0 && file.status === "failed") lines.push(clip(`${path}: ${firstLine(file.message)}`));
    for (const t of failed) lines.push(clip(`${path} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`));
  }
  return cap(lines, max);
}

type PlaywrightSuite = {
  title?: string;
  file?: string;
  specs?: { title: string; line?: number; tests: { projectName?: string; status: string; results?: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/** One line per Playwright test that failed on every attempt, at most `max`. */
export function playwrightFailures(report: { suites?: PlaywrightSuite[] }, max = 12): string[] {
  const lines: string[] = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== "unexpected") continue;
        const error = firstLine(t.results?.at(-1)?.error?.message);
        lines.push(clip(`[${t.projectName ?? ""}] ${where}:${spec.line ?? 0} ${spec.title}: ${error}`));
      }
    }
    for (const child of suite.suites ?? []) walk(child, where);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? "");
  return cap(lines, max);
}

function cap(lines: string[], max: number): string[] {
  return lines.length > max ? [...lines.slice(0, max), `… and ${lines.length - max} more`] : lines;
}
