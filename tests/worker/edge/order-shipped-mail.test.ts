import { describe, expect, it } from "vitest";
import { MAIL_KIND_POLICY } from "../../../worker/domain/mail-budget";
import { ORDER_SHIPPED_KIND, orderShippedMail } from "../../../worker/edge/mail-templates/order-shipped";

const shipment = {
  id: 7,
  carrier_title: "PostNL",
  tracking_code: "3SDRMN1234567",
  tracking_url: "https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-3511AB",
  lines: [{ position: 1, title: "Hoofdkussen <Comfort> & co", quantity: 2 }],
};
const input = { order: { number: "KJD1234567", email: "sanne@droomnest.test", firstName: "Sanne" }, shipment, complete: true, orderUrl: "https://www.droomnest.nl/account/orders/KJD1234567/" };

describe("shipping mail (docs/decisions/036)", () => {
  it("one per parcel, must-send, to the order's address, with carrier, code, contents and the track link", () => {
    const mail = orderShippedMail(input);
    expect(mail).toMatchObject({ to: "sanne@droomnest.test", kind: ORDER_SHIPPED_KIND, related_id: "KJD1234567/7", subject: "Je bestelling KJD1234567 is verzonden" });
    expect(MAIL_KIND_POLICY[ORDER_SHIPPED_KIND]).toBe("must_send");
    expect(mail.text).toContain("Track & trace-code: 3SDRMN1234567");
    expect(mail.text).toContain("Volg je pakket:\nhttps://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-3511AB");
    expect(mail.text).toContain("2 × Hoofdkussen <Comfort> & co");
    expect(mail.text).toContain("https://www.droomnest.nl/account/orders/KJD1234567/");
    expect(mail.html).toContain('href="https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-3511AB"');
    // The line title is the shopper's text in HTML: escaped.
    expect(mail.html).toContain("Hoofdkussen &lt;Comfort&gt; &amp; co");
    expect(mail.html).not.toContain("<Comfort>");
  });

  it("a partial parcel says that the rest follows", () => {
    const mail = orderShippedMail({ ...input, complete: false });
    expect(mail.subject).toBe("Een deel van je bestelling KJD1234567 is verzonden");
    expect(mail.text).toContain("De rest volgt zo snel mogelijk");
  });
});
