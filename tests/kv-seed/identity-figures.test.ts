/**
 * The shop's sender identity is defined once (app/lib/shop-identity.ts, docs/decisions/034): the content
 * states it through {{figures}}, mails carry it in their footer and as Reply-To, invoices as the seller.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SELLER } from "../../app/lib/checkout/constants";
import { SHOP_IDENTITY, shopPostalAddress } from "../../app/lib/shop-identity";
import { fillFigures, literalFigures } from "../../kv-seed/content/figures";
import { senderConfig } from "../../worker/edge/mail";
import { contactConfirmationMail } from "../../worker/edge/mail-templates/contact";
import { json, seedCatalog } from "../helpers/catalog";
import { worker } from "../helpers/http";
import { seedD1 } from "../helpers/seed";

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
});

describe("the shop's identity, defined once", () => {
  it("the seeded contact page, terms and privacy statement state it, with no placeholder left", async () => {
    for (const slug of ["klantenservice-contact", "algemene-voorwaarden", "privacy"]) {
      const text = JSON.stringify((await json<{ data: unknown }>(await worker(`/v1/content/service-page/${slug}`))).data);
      expect(text, slug).toContain(shopPostalAddress());
      expect(text, slug).toContain(SHOP_IDENTITY.replyTo);
      expect(text, slug).toContain(SHOP_IDENTITY.cocNumber);
      expect(text, slug).not.toContain("{{");
    }
    const contact = JSON.stringify((await json<{ data: unknown }>(await worker("/v1/content/service-page/klantenservice-contact"))).data);
    expect(contact).toContain(`Btw-nummer: ${SHOP_IDENTITY.vatNumber}`);
  });

  it("content may not state it literally; the placeholders fill in the identity", () => {
    expect(literalFigures(`Post: Droomnest B.V., ${shopPostalAddress()}`)).toEqual(["postadres"]);
    expect(literalFigures(`Mail ${SHOP_IDENTITY.replyTo}.`)).toEqual(["klantenservice_email"]);
    expect(literalFigures(`KvK-nummer: ${SHOP_IDENTITY.cocNumber}, btw ${SHOP_IDENTITY.vatNumber}`)).toEqual(["kvk_nummer", "btw_nummer"]);
    expect(literalFigures("Bel 0612345678 of mail info@example.nl")).toEqual([]);
    expect(fillFigures({ t: "{{bedrijfsnaam}}, {{postadres}} · KvK {{kvk_nummer}}" }).t).toBe(`${SHOP_IDENTITY.legalName}, ${shopPostalAddress()} · KvK ${SHOP_IDENTITY.cocNumber}`);
  });

  it("mails carry it in their footer and as Reply-To; invoices as the seller", () => {
    const mail = contactConfirmationMail(7, "klant@droomnest.test");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(SHOP_IDENTITY.street);
      expect(part).toContain(SHOP_IDENTITY.replyTo);
      expect(part).toContain(SHOP_IDENTITY.cocNumber);
      expect(part).toContain(SHOP_IDENTITY.vatNumber);
    }
    expect(senderConfig({})).toEqual({ from: { name: SHOP_IDENTITY.name, email: SHOP_IDENTITY.mailFrom }, replyTo: { name: SHOP_IDENTITY.name, email: SHOP_IDENTITY.replyTo } });
    expect(SELLER).toMatchObject({ name: SHOP_IDENTITY.legalName, street: SHOP_IDENTITY.street, cocNumber: SHOP_IDENTITY.cocNumber, vatNumber: SHOP_IDENTITY.vatNumber, email: SHOP_IDENTITY.replyTo });
  });
});
