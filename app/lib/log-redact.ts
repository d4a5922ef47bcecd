/**
 * What a log line may not hold (docs/decisions/016 privacy): tokens of links, cart ids, e-mail addresses.
 * One home for the masks: the request line and the request loggers write paths through redactPath(), and
 * the logger itself (app/lib/log.ts) passes every line through scrubLogLine() as a last net.
 */

/** Paths whose segment after the prefix is a secret token (the abandoned-cart link, spec section 2). */
const TOKEN_PATH_PREFIXES = ["/cart/restore/"] as const;

/** Query parameters whose value is always replaced, whatever it looks like. */
const SECRET_PARAMS = new Set([
  "token",
  "t",
  "key",
  "code",
  "sig",
  "signature",
  "hash",
  "session",
  "cart",
  "cart_id",
  "cartid",
  "quote_id",
  "id",
  "email",
  "e-mail",
  "mail",
  "username",
  "password",
  "access_token",
  "phone",
  "telephone",
  "name",
  "firstname",
  "lastname",
  "postcode",
  "zipcode",
  "vat",
]);

export const REDACTED = "<redacted>";

const EMAIL = /[^\s"'<>/?&=:;,()[\]{}\\]+(?:@|%40)[^\s"'<>/?&=:;,()[\]{}\\]+/giu;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/giu;
const LONG_HEX = /\b[0-9a-f]{16,}\b/giu;
/** 24+ url-safe characters with a digit or a symbol in them: a token (words of a path have neither). */
const TOKEN_LIKE = /^(?=.*[0-9_-])[A-Za-z0-9_.~-]{24,}$/u;

/** A path segment or query value with e-mail addresses, ids and tokens masked. */
function maskValue(value: string): string {
  if (TOKEN_LIKE.test(value) && !/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.html)?$/u.test(value)) return REDACTED;
  return value.replace(EMAIL, "<email>").replace(UUID, "<id>").replace(LONG_HEX, "<id>");
}

/** A query part url-encoded, its masks left readable. */
const encoded = (value: string) => encodeURIComponent(value).replace(/%3C(email|id|redacted)%3E/gu, "<$1>");

/**
 * The path of a URL as a log line may hold, with its query when withQuery (request lines leave the query
 * out): the token of a restore link and the values of secret parameters replaced, e-mail addresses, uuids,
 * long hex ids and tokens masked anywhere else.
 */
export function redactPath(url: URL | string, withQuery = false): string {
  const u = typeof url === "string" ? new URL(url, "https://log.invalid") : url;
  let path = u.pathname;
  const prefix = TOKEN_PATH_PREFIXES.find((p) => path.startsWith(p) && path.length > p.length);
  if (prefix) path = `${prefix}${REDACTED}`;
  else path = path.split("/").map(maskValue).join("/");
  if (!withQuery || !u.search) return path;
  const parts: string[] = [];
  for (const [name, value] of u.searchParams) {
    const masked = SECRET_PARAMS.has(name.toLowerCase()) ? REDACTED : maskValue(value);
    parts.push(`${encoded(maskValue(name).slice(0, 64))}=${encoded(masked)}`);
  }
  return `${path}?${parts.join("&")}`;
}

/** A finished JSON log line with any e-mail address and 64-hex id (a cart id) masked. */
export function scrubLogLine(line: string): string {
  return line.replace(EMAIL, "<email>").replace(/\b[0-9a-f]{64}\b/giu, "<id>");
}
