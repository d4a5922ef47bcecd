import { describe, expect, it } from "vitest";
import { readAccountSubmission, runAccountForm } from "../../../app/lib/account/action.server";
import type { AccountFormState } from "../../../app/lib/account/form";
import { ApiError } from "../../../app/lib/api/client";
import { FIELD_MESSAGES } from "../../../app/lib/form/messages";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { setLogSink } from "../../../app/lib/log";
import { changePasswordSchema, loginSchema, registerSchema } from "../../../app/lib/schemas/account";
import { ORIGIN } from "../../helpers/http";

/**
 * The account forms' action helper (app/lib/account/action.server.ts): the same schema as the form and the
 * API, refusals as data with their status (200 for the hydrated form), passwords never echoed back.
 */
function post(fields: Record<string, string>, path = "/account/x/"): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

type Answer = Awaited<ReturnType<typeof runAccountForm>>;
function state(answer: Answer): { status: number; data: AccountFormState } {
  if (answer instanceof Response) throw new Error("expected data, got a Response");
  return { status: answer.init?.status ?? 200, data: answer.data };
}

const registration = {
  type: "private",
  first_name: "Jan-Willem",
  last_name: "'t Hart",
  email: "jan@droomnest.test",
  phone: "06-12345678",
  password: "Slaap!Lekker8",
  password_confirmation: "Slaap!Lekker8",
};

describe("readAccountSubmission", () => {
  it("reads the intent, the js flag and the entries without the plumbing fields", async () => {
    const sub = await readAccountSubmission(post({ intent: "profile", js: "1", first_name: "Zoë" }));
    expect(sub.intent).toBe("profile");
    expect(sub.js).toBe(true);
    expect(sub.values).toEqual({ first_name: "Zoë" });
    const plain = await readAccountSubmission(post({ first_name: "Zoë", js: "" }));
    expect(plain.intent).toBe("save");
    expect(plain.js).toBe(false);
  });
});

describe("runAccountForm", () => {
  it("refuses invalid input with the schema's Dutch messages per field (422 without JavaScript), without calling the API", async () => {
    let called = false;
    const sub = await readAccountSubmission(post({ intent: "register", ...registration, email: "geen-adres", password_confirmation: "anders" }));
    const { status, data } = state(
      await runAccountForm(sub, registerSchema, async () => {
        called = true;
      }, { success: () => "ok" }),
    );
    expect(called).toBe(false);
    expect(status).toBe(422);
    expect(data).toMatchObject({ intent: "register", ok: false, errors: { email: FIELD_MESSAGES.email, password_confirmation: FIELD_MESSAGES.passwordNotEqual } });
    expect(data.values).toMatchObject({ first_name: "Jan-Willem", email: "geen-adres" });
    expect(data.values).not.toHaveProperty("password");
    expect(data.values).not.toHaveProperty("password_confirmation");
  });

  it("answers a refusal of the hydrated form (js=1) with 200, so the browser logs no failed load", async () => {
    const sub = await readAccountSubmission(post({ js: "1", username: "", password: "" }));
    const { status, data } = state(await runAccountForm(sub, loginSchema, async () => undefined, { success: () => "ok" }));
    expect(status).toBe(200);
    expect(data.errors).toEqual({ username: FIELD_MESSAGES.username, password: FIELD_MESSAGES.password });
  });

  it("sends the raw entries (the API validates them with the same schema) and answers the success message", async () => {
    let sent: Record<string, unknown> | null = null;
    const sub = await readAccountSubmission(post({ intent: "register", ...registration }));
    const { status, data } = state(
      await runAccountForm(sub, registerSchema, async (input) => {
        sent = input;
        return { message: ACCOUNT_MESSAGES.registered };
      }, { success: (r) => r.message }),
    );
    expect(sent).toMatchObject({ phone: "06-12345678", password: "Slaap!Lekker8" });
    expect(status).toBe(200);
    expect(data).toEqual({ intent: "register", ok: true, message: ACCOUNT_MESSAGES.registered });
  });

  it("passes a redirect of the success through", async () => {
    const sub = await readAccountSubmission(post({ username: "a@b.nl", password: "x" }));
    const answer = await runAccountForm(sub, loginSchema, async () => undefined, { success: () => new Response(null, { status: 303, headers: { Location: "/account/" } }) });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/account/");
  });

  it("shows an API refusal with its status and Dutch message, at the field it belongs to", async () => {
    const sub = await readAccountSubmission(post({ intent: "register", ...registration }));
    const { status, data } = state(
      await runAccountForm(sub, registerSchema, async () => {
        throw new ApiError(409, "email_taken", ACCOUNT_MESSAGES.emailTaken);
      }, { success: () => "ok" }),
    );
    expect(status).toBe(409);
    expect(data).toMatchObject({ ok: false, message: ACCOUNT_MESSAGES.emailTaken, errors: { email: ACCOUNT_MESSAGES.emailTaken } });

    const pw = await readAccountSubmission(post({ intent: "password", current_password: "fout12345", password: "nieuw12345", password_confirmation: "nieuw12345" }));
    const wrong = state(
      await runAccountForm(pw, changePasswordSchema, async () => {
        throw new ApiError(400, "current_password_wrong", ACCOUNT_MESSAGES.currentPasswordWrong);
      }, { success: () => "ok" }),
    );
    expect(wrong.data.errors).toEqual({ current_password: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect(wrong.data.values).toEqual({});
  });

  it("shows a 429 with the API's message", async () => {
    const sub = await readAccountSubmission(post({ username: "a@b.nl", password: "x" }));
    const { status, data } = state(
      await runAccountForm(sub, loginSchema, async () => {
        throw new ApiError(429, "too_many_attempts", ACCOUNT_MESSAGES.loginThrottled);
      }, { success: () => "ok", failure: ACCOUNT_MESSAGES.loginGeneric }),
    );
    expect(status).toBe(429);
    expect(data.message).toBe(ACCOUNT_MESSAGES.loginThrottled);
  });

  it("turns anything else into the fallback message (503) and logs it with the request id", async () => {
    const lines: string[] = [];
    const restore = setLogSink((line) => lines.push(line));
    try {
      const sub = await readAccountSubmission(post({ username: "a@b.nl", password: "x" }));
      const { status, data } = state(
        await runAccountForm(sub, loginSchema, async () => {
          throw new ApiError(500, "internal_error", "Er ging iets mis.");
        }, { success: () => "ok", failure: ACCOUNT_MESSAGES.loginGeneric, requestId: "req-42", what: "login" }),
      );
      expect(status).toBe(503);
      expect(data.message).toBe(ACCOUNT_MESSAGES.loginGeneric);
      const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(logged).toContainEqual(expect.objectContaining({ level: "error", msg: "login failed", request_id: "req-42" }));
    } finally {
      restore();
    }
  });

  it("falls back to the spec's save failure when no other message is given", async () => {
    const sub = await readAccountSubmission(post({ ...registration }));
    const restore = setLogSink(() => undefined);
    try {
      const { data } = state(
        await runAccountForm(sub, registerSchema, async () => {
          throw new TypeError("network down");
        }, { success: () => "ok" }),
      );
      expect(data.message).toBe(ACCOUNT_MESSAGES.saveFailed);
    } finally {
      restore();
    }
  });
});

describe("a session that ended while the page was open", () => {
  it("sends the customer to the login page with the page as the target to come back to", async () => {
    const sub = await readAccountSubmission(post({ first_name: "Zoë" }, "/account/information/?tab=1"));
    let thrown: unknown;
    try {
      await runAccountForm(sub, loginSchema.partial(), async () => {
        throw new ApiError(401, "not_logged_in", ACCOUNT_MESSAGES.notLoggedIn);
      }, { success: () => "ok" });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get("Location")).toBe(`/account/login/?redirect=${encodeURIComponent("/account/information/?tab=1")}`);
  });

  it("keeps a wrong password at login a refusal on the page (not a redirect)", async () => {
    const sub = await readAccountSubmission(post({ username: "a@b.nl", password: "x" }));
    const { status, data } = state(
      await runAccountForm(sub, loginSchema, async () => {
        throw new ApiError(401, "invalid_credentials", ACCOUNT_MESSAGES.loginFailed);
      }, { success: () => "ok" }),
    );
    expect(status).toBe(401);
    expect(data.message).toBe(ACCOUNT_MESSAGES.loginFailed);
  });

  it("puts the API's per-field messages at their fields", async () => {
    const sub = await readAccountSubmission(post({ intent: "register", ...registration }));
    const { data } = state(
      await runAccountForm(sub, registerSchema, async () => {
        throw new ApiError(422, "invalid_payload", "Controleer de gemarkeerde velden.", { phone: FIELD_MESSAGES.phone_number });
      }, { success: () => "ok" }),
    );
    expect(data.errors).toEqual({ phone: FIELD_MESSAGES.phone_number });
  });
});
