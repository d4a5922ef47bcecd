/** Reads one cookie from a Cookie header (server side; the browser uses app/lib/browser-cookies.ts). */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Spec: cookie setting = { time, accepted: 1 | 0 }. */
export interface CookieSetting {
  time: number;
  accepted: 0 | 1;
}

export function parseCookieSetting(raw: string | undefined): CookieSetting | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<CookieSetting>;
    if ((v.accepted === 0 || v.accepted === 1) && typeof v.time === "number") return { time: v.time, accepted: v.accepted };
  } catch {
    // not ours
  }
  return null;
}
