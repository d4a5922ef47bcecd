import { beforeAll, describe, expect, it } from "vitest";
import { browserGet, browserPost, worker } from "../../../helpers/http";
import { BROWSER_UA, seedD1 } from "../../../helpers/seed";
import { registerAndLogin } from "../../../helpers/account";

const label = (html: string) => /<span class="header-link__label">([^<]*)<\/span>/u.exec(html)?.[1];

beforeAll(async () => {
  await seedD1();
  // The first render loads the server build: warm it up outside the tests' time limit.
  await (await worker("/account/login/", { headers: { "User-Agent": BROWSER_UA } })).text();
}, 60_000);

describe("the header's account link (spec section 2)", () => {
  it("shows the first name of the session right after login", async () => {
    const account = await registerAndLogin({ first_name: "Jan-Willem" });
    expect(label(await (await browserGet("/account/", { session: account.token })).text())).toBe("Jan-Willem");
  });

  it("a name changed through PUT /v1/customer shows on the next page", async () => {
    const account = await registerAndLogin();
    const profile = (await account.visitor.call<Record<string, unknown>>("GET", "/v1/customer")).body.data;
    const { id: _id, email_confirmed: _c, ...form } = profile;
    expect((await account.visitor.call("PUT", "/v1/customer", { ...form, first_name: "Zoë" })).status).toBe(200);
    expect(label(await (await browserGet("/account/", { session: account.token })).text())).toBe("Zoë");
  });

  it("a name changed by a page action shows in that same response (the in-process call updates the session)", async () => {
    const account = await registerAndLogin();
    const res = await browserPost("/account/information/", {
      intent: "profile",
      js: "1",
      type: "private",
      first_name: "Femke",
      last_name: "de Vries",
      birthdate: "",
      email: account.email,
      phone_number: "0612345678",
      gender: "",
    }, { session: account.token });
    expect(res.status).toBe(200);
    expect(label(await res.text())).toBe("Femke");
  });
});
