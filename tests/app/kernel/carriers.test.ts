import { describe, expect, it } from "vitest";
import { CARRIER_CODES, CARRIERS, compactPostcode, isCarrierCode, normalizeTrackingCode, trackingCodeError, trackingUrl } from "../../../app/kernel/carriers";

describe("carriers (docs/decisions/036)", () => {
  it("are PostNL, DHL, DPD and bpost", () => {
    expect(CARRIER_CODES.map((c) => CARRIERS[c].title)).toEqual(["PostNL", "DHL", "DPD", "bpost"]);
    expect(isCarrierCode("postnl")).toBe(true);
    expect(isCarrierCode("ups")).toBe(false);
  });

  it.each([
    ["postnl", "3SDRMN1234567", "1234 AB", "NL", "https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-1234AB"],
    ["postnl", "3SDRMN1234567", "1000", "BE", "https://jouw.postnl.be/track-and-trace/3SDRMN1234567-BE-1000"],
    ["dhl", "JVGL0123456789012345", "3511 ab", "NL", "https://my.dhlecommerce.nl/home/tracktrace/JVGL0123456789012345/3511AB"],
    ["dhl", "JVGL0123456789012345", "2000", "BE", "https://my.dhlecommerce.be/home/tracktrace/JVGL0123456789012345/2000"],
    ["dpd", "05212345678901", "3511 AB", "NL", "https://www.dpdgroup.com/nl/mydpd/my-parcels/search?lang=nl&parcelNumber=05212345678901"],
    ["dpd", "05212345678901", "1000", "BE", "https://www.dpdgroup.com/be/mydpd/my-parcels/search?lang=nl_be&parcelNumber=05212345678901"],
    ["bpost", "323299901234567890123456", "B-1000", "BE", "https://track.bpost.cloud/btr/web/#/search?itemCode=323299901234567890123456&lang=nl&postalCode=1000"],
    ["bpost", "CD123456789BE", "3511 AB", "NL", "https://track.bpost.cloud/btr/web/#/search?itemCode=CD123456789BE&lang=nl&postalCode=3511AB"],
  ] as const)("%s %s to %s %s: the public track page", (carrier, code, postcode, country, url) => {
    expect(trackingUrl(carrier, code, postcode, country)).toBe(url);
  });

  it("a typed code is normalized before its URL and check", () => {
    expect(normalizeTrackingCode(" 3s drmn-123 4567 ")).toBe("3SDRMN1234567");
    expect(trackingUrl("postnl", "3s drmn 1234567", "1234ab", "NL")).toBe("https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-1234AB");
    expect(compactPostcode("3511 ab")).toBe("3511AB");
  });

  it.each([
    ["postnl", "3SDRMN1234567"],
    ["postnl", "LA123456789NL"],
    ["dhl", "JVGL0123456789012345"],
    ["dhl", "1234567890"],
    ["dpd", "05212345678901"],
    ["bpost", "323299901234567890123456"],
    ["bpost", "CD123456789BE"],
  ] as const)("%s accepts %s", (carrier, code) => {
    expect(trackingCodeError(carrier, code)).toBeNull();
    expect(CARRIERS[carrier].pattern.test(CARRIERS[carrier].example)).toBe(true);
  });

  it.each([
    ["postnl", "", "Vul een track & trace-code in."],
    ["postnl", "05212345678901", "Dit is geen geldige track & trace-code van PostNL (bijvoorbeeld 3SDRMN1234567)."],
    ["dhl", "3SDRMN1234567", "Dit is geen geldige track & trace-code van DHL (bijvoorbeeld JVGL0123456789012345)."],
    ["dpd", "0521234567890", "Dit is geen geldige track & trace-code van DPD (bijvoorbeeld 05212345678901)."],
    ["bpost", "abc", "Een track & trace-code van bpost heeft tussen 4 en 40 tekens."],
    ["bpost", "3SDRMN1234567", "Dit is geen geldige track & trace-code van bpost (bijvoorbeeld 323299901234567890123456)."],
  ] as const)("%s refuses %j in Dutch", (carrier, code, message) => {
    expect(trackingCodeError(carrier, code)).toBe(message);
  });
});
