import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_JWT_HEADER } from "../../../app/lib/beheer/constants";
import { accessIdentity, accessKeys, certsUrl, teamOrigin, verifyAccessToken, type AccessFailure } from "../../../worker/edge/access";

const TEAM = "droomnest.cloudflareaccess.com";
const AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
const NOW = 1_790_000_000;
const config = { teamDomain: TEAM, aud: AUD };

let jwks: JSONWebKeySet;
let sign: (claims: Record<string, unknown>, opts?: { exp?: number; key?: CryptoKey; kid?: string }) => Promise<string>;
let otherKey: CryptoKey;

beforeAll(async () => {
  const team = await generateKeyPair("RS256", { extractable: true });
  const stranger = await generateKeyPair("RS256", { extractable: true });
  otherKey = stranger.privateKey;
  jwks = { keys: [{ ...(await exportJWK(team.publicKey)), kid: "team-key", alg: "RS256", use: "sig" }] };
  sign = (claims, opts = {}) =>
    new SignJWT({ iss: `https://${TEAM}`, aud: [AUD], email: "eva@droomnest.nl", type: "app", ...claims })
      .setProtectedHeader({ alg: "RS256", kid: opts.kid ?? "team-key" })
      .setIssuedAt(NOW - 60)
      .setExpirationTime(opts.exp ?? NOW + 3600)
      .sign(opts.key ?? team.privateKey);
});

describe("Cloudflare Access token check (Cf-Access-Jwt-Assertion)", () => {
  const cases: { name: string; token: () => Promise<string | null>; failure: AccessFailure }[] = [
    { name: "expired", token: () => sign({}, { exp: NOW - 1 }), failure: "expired" },
    { name: "wrong audience", token: () => sign({ aud: ["another-application-aud"] }), failure: "audience" },
    { name: "wrong signature (signed by a key that is not the team's, same key id)", token: () => sign({}, { key: otherKey }), failure: "signature" },
    { name: "unknown key id", token: () => sign({}, { key: otherKey, kid: "not-published" }), failure: "signature" },
    { name: "no header", token: async () => null, failure: "missing" },
    { name: "wrong issuer (another team)", token: () => sign({ iss: "https://someone-else.cloudflareaccess.com" }), failure: "issuer" },
    { name: "not a JWT", token: async () => "not.a.token", failure: "malformed" },
    { name: "no e-mail (a service token)", token: () => sign({ email: undefined, common_name: "service" }), failure: "no_email" },
  ];

  it("accepts a valid token and answers its e-mail, lower case", async () => {
    const token = await sign({ email: "Eva@Droomnest.nl" });
    expect(await verifyAccessToken(token, config, { keys: createLocalJWKSet(jwks), nowS: NOW })).toEqual({ ok: true, email: "eva@droomnest.nl" });
  });

  for (const c of cases) {
    it(`refuses: ${c.name}`, async () => {
      const result = await verifyAccessToken(await c.token(), config, { keys: createLocalJWKSet(jwks), nowS: NOW });
      expect(result).toEqual({ ok: false, failure: c.failure });
    });
  }

  it("refuses every token when the team domain or audience is not configured", async () => {
    const token = await sign({});
    expect(await verifyAccessToken(token, null, { keys: createLocalJWKSet(jwks), nowS: NOW })).toEqual({ ok: false, failure: "not_configured" });
    expect(await verifyAccessToken(token, { teamDomain: TEAM, aud: " " }, { keys: createLocalJWKSet(jwks), nowS: NOW })).toEqual({ ok: false, failure: "not_configured" });
  });

  it("the same token is refused once the clock passes its expiry", async () => {
    const token = await sign({}, { exp: NOW + 10 });
    expect((await verifyAccessToken(token, config, { keys: createLocalJWKSet(jwks), nowS: NOW + 9 })).ok).toBe(true);
    expect(await verifyAccessToken(token, config, { keys: createLocalJWKSet(jwks), nowS: NOW + 11 })).toEqual({ ok: false, failure: "expired" });
  });
});

describe("the team's published keys", () => {
  it("are read from https://<team domain>/cdn-cgi/access/certs", async () => {
    expect(teamOrigin("https://Droomnest.cloudflareaccess.com/")).toBe("https://droomnest.cloudflareaccess.com");
    expect(certsUrl(TEAM)).toBe("https://droomnest.cloudflareaccess.com/cdn-cgi/access/certs");
    const asked: string[] = [];
    const keys = accessKeys(TEAM, async (url) => {
      asked.push(String(url));
      return Response.json(jwks);
    });
    const request = new Request("https://beheer.droomnest.nl/beheer/", { headers: { [ACCESS_JWT_HEADER]: await sign({}) } });
    expect(await accessIdentity(request, { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD }, { keys, nowS: NOW })).toEqual({ ok: true, email: "eva@droomnest.nl" });
    expect(asked).toEqual([certsUrl(TEAM)]);
  });

  it("keys that cannot be fetched refuse the request (never let it through)", async () => {
    const keys = accessKeys(TEAM, async () => new Response("down", { status: 503 }));
    expect(await verifyAccessToken(await sign({}), config, { keys, nowS: NOW })).toEqual({ ok: false, failure: "keys_unavailable" });
  });
});
