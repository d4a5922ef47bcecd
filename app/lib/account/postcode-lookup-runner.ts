/**
 * The NL address lookup without React (spec section 4 "Address lookup", section 5): the query rules and the
 * debounced runner. Loaded on demand by ./use-postcode-lookup.ts (the first focus or typing in an address's
 * Postcode, Huisnummer, Toevoeging or Land), so the address pages do not carry it in their initial JavaScript.
 */
import { browserApi } from "../api/client";
import type { PostcodeLookup } from "../api/types/account";
import { normalizeZipcode } from "../form/field-rules";
import { FIELD_MESSAGES } from "../form/messages";
import { ADDRESS_MESSAGES } from "./address-messages";
import { typeValue as setTypedValue } from "../form/typed-value";

export interface PostcodeQuery {
  zipcode: string;
  house_number: string;
  extension?: string;
  country_code: string;
}

export type PostcodeLookupStatus = "idle" | "loading" | "found" | "invalid";

const INVALID: PostcodeLookup = { valid: false, street: "", city: "" };

/** The lookup through the browser API client (GET /v1/checkout/postcode/autocomplete). */
export const defaultLookup = (q: PostcodeQuery, init: RequestInit) =>
  browserApi.checkout.postcode({ zipcode: q.zipcode, house_number: q.house_number, extension: q.extension ?? "", country_code: q.country_code }, init);

/** The query as the lookup would send it, or null when nothing is to be looked up yet (or not NL). */
export function lookupQuery(q: PostcodeQuery): PostcodeQuery | null {
  if (q.country_code !== "NL") return null;
  const zipcode = q.zipcode.trim();
  const house = q.house_number.trim();
  if (!zipcode || !house) return null;
  return { zipcode, house_number: house, extension: (q.extension ?? "").trim(), country_code: "NL" };
}

/** The key two queries share when their answer is the same (an extension does not change street or city). */
const keyOf = (q: PostcodeQuery) => `${q.zipcode.replace(/\s+/gu, "").toUpperCase()}|${q.house_number}`;

export interface PostcodeLookupRunnerOptions {
  lookup: (query: PostcodeQuery, init: RequestInit) => Promise<PostcodeLookup>;
  onResult: (result: PostcodeLookup, query: PostcodeQuery) => void;
  onStatus: (status: PostcodeLookupStatus) => void;
  debounceMs: number;
}

/**
 * The lookup without React: debounces changes, asks once per postcode + house number, aborts a superseded
 * request, and reports only the answer to the latest query. A malformed query, a failed call or an answer
 * without street or city is "invalid" (valid false, both empty).
 */
export class PostcodeLookupRunner {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inflight: AbortController | null = null;
  private lastKey: string | null = null;

  constructor(private readonly options: PostcodeLookupRunnerOptions) {}

  /** Asks (debounced) for a changed query; a query that cannot be looked up cancels a pending one. */
  request(raw: PostcodeQuery): void {
    const q = lookupQuery(raw);
    if (!q) {
      this.cancel();
      this.lastKey = null;
      this.options.onStatus("idle");
      return;
    }
    const key = keyOf(q);
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run(q);
    }, this.options.debounceMs);
  }

  /** True from a request until its answer or cancel (debounce and call): a form's asynchronous check. */
  get busy(): boolean {
    return this.timer !== undefined || this.inflight !== null;
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.inflight?.abort();
    this.inflight = null;
  }

  private async run(q: PostcodeQuery): Promise<void> {
    const controller = new AbortController();
    this.inflight = controller;
    this.options.onStatus("loading");
    let result: PostcodeLookup = INVALID; // the API would refuse a malformed query: no need to ask
    if (normalizeZipcode(q.zipcode, "NL") && /^\d/u.test(q.house_number)) {
      try {
        result = await this.options.lookup(q, { signal: controller.signal });
      } catch {
        result = INVALID; // a failed lookup flags the zip code (spec section 5)
      }
    }
    if (controller.signal.aborted) return;
    this.inflight = null;
    const outcome = result.valid && result.street && result.city ? { valid: true, street: result.street, city: result.city } : INVALID;
    this.options.onStatus(outcome.valid ? "found" : "invalid");
    this.options.onResult(outcome, q);
  }
}

/** What the lookup of an address form needs of the form (the account form's context has both). */
export interface AddressLookupForm {
  formRef: { current: HTMLFormElement | null };
  setFieldError(name: string, message: string | undefined): void;
}

export interface AddressLookupReport {
  /** The zip code's verdict (the form refuses to submit an invalid one). */
  validity(valid: boolean): void;
  /** The text of the polite live region: "Adres zoeken...", the address found, or 'Postcode onjuist'. */
  announce(text: string): void;
  /**
   * The lookup's outcome for the way out of a Dutch address it cannot confirm: "unknown" (not found, failed
   * or timed out: the shopper may type street and city), "found" or "none" (BE, nothing to look up).
   */
  outcome(outcome: "unknown" | "found" | "none"): void;
  /** True while the shopper types street and city by hand: an unknown answer then leaves them as typed. */
  manual(): boolean;
}

function read(form: HTMLFormElement | null, name: string): string {
  const el = form?.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value : "";
}

/**
 * The lookup wired to one address of a form (its fields named `${prefix}zipcode` etc.): `changed()` reads
 * Land, Postcode, Huisnummer and Toevoeging and asks; the answer fills Straat and Plaats, or empties them and
 * puts 'Postcode onjuist' on Postcode (spec sections 4 and 5), and reports the outcome so the form can offer to
 * type street and city by hand; while the shopper does, an unknown answer leaves them. BE is not looked up: a
 * verdict is cleared.
 */
export function addressLookup(form: AddressLookupForm, prefix: string, report: AddressLookupReport) {
  const zipcodeMessage = FIELD_MESSAGES.zipcode;
  const n = (name: string) => `${prefix}${name}`;
  const runner = new PostcodeLookupRunner({
    lookup: defaultLookup,
    debounceMs: 250,
    onStatus: (status) => {
      if (status === "loading") report.announce("Adres zoeken...");
    },
    onResult: (result) => {
      if (!result.valid && report.manual()) {
        // Typing by hand: the shopper's street and city stay, the zip code is not flagged (the Worker flags the address).
        form.setFieldError(n("zipcode"), undefined);
        report.validity(true);
        report.outcome("unknown");
        return;
      }
      const el = form.formRef.current;
      setTypedValue(el?.elements.namedItem(n("street")) as HTMLInputElement | null, result.street);
      setTypedValue(el?.elements.namedItem(n("city")) as HTMLInputElement | null, result.city);
      form.setFieldError(n("zipcode"), result.valid ? undefined : zipcodeMessage);
      if (result.valid) {
        form.setFieldError(n("street"), undefined);
        form.setFieldError(n("city"), undefined);
      }
      report.validity(result.valid);
      report.outcome(result.valid ? "found" : "unknown");
      report.announce(result.valid ? `Adres gevonden: ${result.street}, ${result.city}` : `${zipcodeMessage}. ${ADDRESS_MESSAGES.notFound}`);
    },
  });
  return {
    changed(): void {
      const el = form.formRef.current;
      const query = { zipcode: read(el, n("zipcode")), house_number: read(el, n("house_number")), extension: read(el, n("extension")), country_code: read(el, n("country_code")) };
      if (query.country_code !== "NL") {
        form.setFieldError(n("zipcode"), undefined);
        report.validity(true);
        report.announce("");
        report.outcome("none");
      }
      runner.request(query);
    },
    cancel: () => runner.cancel(),
    /** Whether a lookup is pending or running (a submit waits for it: app/lib/form/pending-checks.ts). */
    busy: () => runner.busy,
  };
}
