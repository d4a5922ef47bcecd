import { afterEach, describe, expect, it } from "vitest";
import { createLogger, setLogSink } from "../../../app/lib/log";
import { redactPath, scrubLogLine } from "../../../app/lib/log-redact";

const CART = "0123456789abcdef".repeat(4);
const TOKEN = "Zk3_q9-LmN0pQrStUvWxYz0123456789AbCdEfGhIjK";

describe("redactPath", () => {
  it("replaces the token of a restore link", () => {
    expect(redactPath(`https://droomnest.test/cart/restore/${TOKEN}`)).toBe("/cart/restore/<redacted>");
    expect(redactPath(`https://droomnest.test/cart/restore/${CART}/`)).toBe("/cart/restore/<redacted>");
    expect(redactPath("https://droomnest.test/cart/restore/")).toBe("/cart/restore/");
  });

  it("replaces the values of secret query parameters and masks e-mail addresses, ids and tokens elsewhere", () => {
    const out = redactPath(`https://droomnest.test/account/reset-password/?token=abc&email=a%40b.nl&page=2&q=jan%40voorbeeld.nl&x=${CART}&y=${TOKEN}`, true);
    expect(out).toBe("/account/reset-password/?token=<redacted>&email=<redacted>&page=2&q=<email>&x=<id>&y=<redacted>");
    for (const secret of ["abc", "a@b.nl", "a%40b.nl", "jan@voorbeeld.nl", CART, TOKEN]) expect(out).not.toContain(secret);
  });

  it("leaves the query out unless asked for", () => {
    expect(redactPath("https://droomnest.test/matrassen/?email=jan@voorbeeld.nl")).toBe("/matrassen/");
  });

  it("masks e-mail addresses, uuids and long hex ids in path segments, and keeps ordinary paths as they are", () => {
    expect(redactPath(`https://droomnest.test/x/jan@voorbeeld.nl/${CART}/0b1c7f0e-6a3e-4b8e-9d55-5f1f3c2f9a10/`)).toBe("/x/<email>/<id>/<id>/");
    expect(redactPath("https://droomnest.test/x/jan%40voorbeeld.nl/")).toBe("/x/<email>/");
    for (const path of ["/", "/matrassen/", "/pocketvering-matras-deluxe-140x200-cm-extra-stevig.html", "/checkout/status/KJD1234567/", "/v1/order/KJD1234567"]) {
      expect(redactPath(`https://droomnest.test${path}`)).toBe(path);
    }
  });
});

describe("the logger", () => {
  let restore: (() => void) | null = null;
  afterEach(() => restore?.());

  it("masks any e-mail address and cart id in a line, whoever logs it", () => {
    const lines: string[] = [];
    restore = setLogSink((l) => lines.push(l));
    createLogger({ request_id: "0b1c7f0e-6a3e-4b8e-9d55-5f1f3c2f9a10" }).info("x", { email: "jan@voorbeeld.nl", cart: CART, note: `voor jan.de.vries+shop@voorbeeld.co.uk in ${CART}` });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, string>;
    expect(line).toEqual({ level: "info", msg: "x", request_id: "0b1c7f0e-6a3e-4b8e-9d55-5f1f3c2f9a10", email: "<email>", cart: "<id>", note: "voor <email> in <id>" });
    expect(scrubLogLine('{"a":"ok"}')).toBe('{"a":"ok"}');
  });
});
