/** Runs a long-lived child (a dev server) in the foreground: Ctrl+C or SIGTERM stops it, its exit code is ours. */
import { spawn } from "node:child_process";

export function runInForeground(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): void {
  const child = spawn(command, args, { ...options, stdio: "inherit" });
  const stop = () => child.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}
