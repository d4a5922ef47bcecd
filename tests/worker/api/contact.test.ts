import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT } from "../../../app/lib/constants";
import { CONTACT_MESSAGES } from "../../../app/lib/schemas/contact";
import { SERVICE_ADDRESS } from "../../../worker/edge/mail-templates/contact";
import { json, type ApiErrorBody } from "../../helpers/catalog";
import { ORIGIN, worker } from "../../helpers/http";

const VALID = { name: "Sanne de Vries", email: "sanne@droomnest.test", order_number: "1234567", question: "Wanneer wordt mijn matras bezorgd?" };

function send(body: unknown, ip = "198.51.100.7") {
  return worker("/v1/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function stored() {
  return (await env.DB.prepare("SELECT name, email, order_number, question FROM contact_messages ORDER BY id").all()).results;
}

async function mails() {
  return (
    await env.DB.prepare("SELECT to_address, kind, subject, text, html FROM outbox ORDER BY id").all<{ to_address: string; kind: string; subject: string; text: string; html: string }>()
  ).results;
}

beforeEach(async () => {
  // Every test starts with a full mail budget for its addresses (the budget has tests of its own).
  await env.DB.batch([env.DB.prepare("DELETE FROM contact_messages"), env.DB.prepare("DELETE FROM outbox"), env.DB.prepare("DELETE FROM mail_budget")]);
});

describe("POST /v1/contact", () => {
  it("stores the message and queues a confirmation to the shopper and the question to customer service", async () => {
    const res = await send(VALID);
    expect(res.status).toBe(201);
    const body = await json<{ data: { reference: string; message: string } }>(res);
    expect(body.data).toEqual({ reference: expect.stringMatching(/^C-\d+$/u), message: CONTACT_MESSAGES.success });
    expect(await stored()).toEqual([{ name: "Sanne de Vries", email: "sanne@droomnest.test", order_number: "KJD1234567", question: VALID.question }]);
    const out = await mails();
    expect(out.map((m) => [m.to_address, m.kind])).toEqual([
      ["sanne@droomnest.test", "contact_confirmation"],
      [SERVICE_ADDRESS, "contact_service"],
    ]);
    expect(out[0]!.text).toContain("binnen één werkdag");
    expect(out[0]!.text).toMatch(/Referentie:? C-\d+/u);
    expect(out[1]!.text).toContain(VALID.question);
    expect(out[1]!.text).toContain("Sanne de Vries");
    expect(out[1]!.text).toContain("KJD1234567");
    expect(out[1]!.text).toContain("sanne@droomnest.test");
  });

  it("the acknowledgement to the typed address repeats nothing typed: not the message, the name or the order number", async () => {
    const spam = {
      name: "Goedkope pillen www.spam.example",
      email: "slachtoffer@droomnest.test",
      order_number: "KJD7654321",
      question: "KOOP NU bij https://spam.example/aanbieding en win een iPhone!!! Klik hier: https://spam.example/x",
    };
    expect((await send(spam)).status).toBe(201);
    const [ack, service] = await mails();
    expect(ack!.to_address).toBe("slachtoffer@droomnest.test");
    for (const part of [ack!.subject, ack!.text, ack!.html]) {
      expect(part).not.toContain("spam.example");
      expect(part).not.toContain("KOOP NU");
      expect(part).not.toContain("Goedkope pillen");
      expect(part).not.toContain("KJD7654321");
    }
    // Customer service still gets all of it.
    expect(service!.to_address).toBe(SERVICE_ADDRESS);
    expect(service!.text).toContain(spam.question);
    expect(service!.text).toContain("KJD7654321");
  });

  it("takes the order number with or without KJD, and none at all", async () => {
    await send({ ...VALID, order_number: "kjd 42" });
    await send({ ...VALID, question: "Een tweede, andere vraag", order_number: "" });
    await send({ name: "Piet", email: "piet@droomnest.test", question: "Heeft u ook kussens van 80 cm?" });
    expect((await stored()).map((r) => r.order_number)).toEqual(["KJD42", null, null]);
  });

  it("a double submit stores one message and queues its two mails once", async () => {
    const first = await send(VALID);
    const second = await send(VALID);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await json<{ data: { reference: string } }>(second)).data.reference).toBe((await json<{ data: { reference: string } }>(first)).data.reference);
    expect(await stored()).toHaveLength(1);
    expect(await mails()).toHaveLength(2);
  });

  it.each([
    [{ ...VALID, name: "" }, CONTACT_MESSAGES.name],
    [{ ...VALID, name: "x".repeat(101) }, CONTACT_MESSAGES.nameMax],
    [{ ...VALID, email: "geen-adres" }, CONTACT_MESSAGES.email],
    [{ ...VALID, order_number: "ABC123" }, CONTACT_MESSAGES.orderNumber],
    [{ ...VALID, order_number: "12345678" }, CONTACT_MESSAGES.orderNumber],
    [{ ...VALID, question: "Te kort" }, CONTACT_MESSAGES.question],
    [{ ...VALID, question: "x".repeat(2001) }, CONTACT_MESSAGES.questionMax],
    [{ email: "a@b.nl", question: "Een vraag van genoeg tekens" }, CONTACT_MESSAGES.name],
  ])("bad input %# -> 422 with the Dutch message, nothing stored or sent", async (body, message) => {
    const res = await send(body);
    expect(res.status).toBe(422);
    expect(await json<ApiErrorBody>(res)).toEqual({ error: { code: "invalid_input", message } });
    expect(await stored()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it("malformed JSON -> 400", async () => {
    expect((await send("{")).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it(`after ${CONTACT_RATE_LIMIT.max} messages in an hour from one address: 429 with a Dutch message; other addresses go on`, async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send({ ...VALID, question: `Vraag nummer ${i} over mijn bestelling` })).status).toBe(201);
    const limited = await send({ ...VALID, question: "Nog een vraag over mijn bestelling" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe(String(CONTACT_RATE_LIMIT.windowS));
    expect(await json<ApiErrorBody>(limited)).toEqual({ error: { code: "rate_limited", message: CONTACT_MESSAGES.rateLimited } });
    expect(await stored()).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect((await send({ ...VALID, question: "Een vraag vanaf een ander adres" }, "203.0.113.9")).status).toBe(201);
  });
});
