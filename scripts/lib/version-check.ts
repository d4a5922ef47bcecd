/**
 * The deploy's last check, on the new version itself (docs/operations/releases.md, docs/decisions/032): secret
 * values are never readable from outside the Worker, so a Mollie test key in production or a development
 * secret value can only be seen by the version that holds them. The deploy uploads the version
 * (`wrangler versions upload`), gives it 0 % of the traffic next to the serving one, asks its /v1/health
 * through a version override with its own id in X-Deploy-Check (worker/api/health.ts then names each problem
 * with its fix), and only then migrates and sends it all traffic. Pure: the parsing and the verdict.
 */

/** The version id `wrangler versions upload` printed ("Worker Version ID: <uuid>"), or null. */
export function uploadedVersionId(stdout: string): string | null {
  return /Worker Version ID:\s*([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/iu.exec(stdout)?.[1] ?? null;
}

/** The version that serves the traffic now (`wrangler deployments status --json`): the one with the most, or null. */
export function servingVersionId(statusJson: string): string | null {
  try {
    const status = JSON.parse(statusJson) as { versions?: { version_id?: unknown; percentage?: unknown }[] };
    const serving = (status.versions ?? [])
      .filter((v): v is { version_id: string; percentage: number } => typeof v.version_id === "string" && typeof v.percentage === "number" && v.percentage > 0)
      .sort((a, b) => b.percentage - a.percentage);
    return serving[0]?.version_id ?? null;
  } catch {
    return null;
  }
}

/** The headers that send a request to one version of the Worker and ask it for its problems. */
export function versionCheckHeaders(workerName: string, versionId: string): Record<string, string> {
  return { "Cloudflare-Workers-Version-Overrides": `${workerName}="${versionId}"`, "X-Deploy-Check": versionId, Accept: "application/json" };
}

export type VersionVerdict =
  /** The new version said its configuration is complete. */
  | { kind: "ready" }
  /** The new version named problems: each is one refusal line with its fix. */
  | { kind: "refused"; lines: string[] }
  /** The answer did not come from the new version (the override is not applied yet): ask again. */
  | { kind: "not-yet" };

/** What the new version's /v1/health answer means for the deploy. */
export function versionVerdict(answer: unknown, versionId: string): VersionVerdict {
  const data = (answer as { data?: { version?: unknown; configuration?: unknown; problems?: unknown } } | null)?.data;
  if (!data || data.version !== versionId) return { kind: "not-yet" };
  const problems = Array.isArray(data.problems) ? data.problems.filter((p): p is string => typeof p === "string") : [];
  if (data.configuration === "complete" && problems.length === 0) return { kind: "ready" };
  return { kind: "refused", lines: problems.length > 0 ? problems : ["the new version reports an incomplete configuration: see its \"invalid configuration\" log line (wrangler tail)"] };
}
