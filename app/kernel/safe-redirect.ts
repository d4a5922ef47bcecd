/**
 * Same-site redirect targets only: a path that starts with exactly one "/" (not "//", not "/\"), has no
 * scheme and no control characters. Returns the path, or null when it is not safe.
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return null;
  if (!target.startsWith("/")) return null;
  if (target.startsWith("//") || target.startsWith("/\\")) return null;
  // Control characters and backslashes are never part of our paths; browsers treat "\" as "/".
  if (/[\u0000-\u001f\u007f\\]/u.test(target)) return null;
  try {
    const base = "https://droomnest.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return null;
    // Dot segments can collapse into a protocol-relative path: "/.//evil.example" -> "//evil.example".
    if (url.pathname.startsWith("//")) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
