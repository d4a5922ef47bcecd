/**
 * The NL address lookup of the address forms (spec section 4 "Address lookup", section 5) as a React hook:
 * once zipcode and house_number are both filled and the country is NL, GET /v1/checkout/postcode/autocomplete
 * fills street and city, or empties them and marks the zip code invalid. BE is never looked up. Used by the
 * account address pages and the checkout (app/components/account/address/postcode-fields.tsx).
 *
 * The lookup's code (./postcode-lookup-runner.ts) loads on first use, not with the page (JavaScript budget,
 * ADR 009): `prepare()` on the first focus of an address field, `changed()` loads it too if needed.
 * Postcode or Huisnummer typed before hydration is looked up once the page is hydrated.
 * When the lookup does not know the address (or fails), `offerTyping` is true and `typeByHand()` lets the
 * shopper type street and city; `typing` stays true until a lookup finds the address or the country changes.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { addressLookup, AddressLookupForm } from "./postcode-lookup-runner";

type Lookup = ReturnType<typeof addressLookup>;

export function usePostcodeLookup(form: AddressLookupForm & { watchCheck?: (isRunning: () => boolean) => () => void }, prefix: string, onZipcodeValidity: (valid: boolean) => void) {
  const [announcement, setAnnouncement] = useState("");
  // The way out of an address the lookup cannot confirm: offered after an unknown answer, taken by the shopper.
  const [unknown, setUnknown] = useState(false);
  const [manual, setManual] = useState(false);
  const manualRef = useRef(false);
  const outcome = useCallback((o: "unknown" | "found" | "none") => {
    setUnknown(o === "unknown");
    if (o !== "unknown") {
      manualRef.current = false;
      setManual(false);
    }
  }, []);
  // The latest form and callback, so that one lookup (its debounce, its last query) lives as long as the fields.
  const latest = useRef({ form, onZipcodeValidity });
  latest.current = { form, onZipcodeValidity };
  const lookup = useRef<Promise<Lookup> | null>(null);
  const loaded = useRef<Lookup | null>(null);
  const queued = useRef(0); // changes waiting for the lookup's code
  // A lookup that is queued, pending or running is one of the form's asynchronous checks: a submit waits for it.
  useEffect(() => latest.current.form.watchCheck?.(() => queued.current > 0 || (loaded.current?.busy() ?? false)), []);
  const load = useCallback(() => {
    const target: AddressLookupForm = {
      formRef: { get current() { return latest.current.form.formRef.current; } },
      setFieldError: (name, message) => latest.current.form.setFieldError(name, message),
    };
    const report = { validity: (valid: boolean) => latest.current.onZipcodeValidity(valid), announce: setAnnouncement, outcome, manual: () => manualRef.current };
    return (lookup.current ??= import("./postcode-lookup-runner").then((m) => (loaded.current = m.addressLookup(target, prefix, report))));
  }, [prefix, outcome]);
  useEffect(
    () => () => {
      void lookup.current?.then((l) => l.cancel());
      lookup.current = null;
      loaded.current = null;
    },
    [load],
  );
  const prepare = useCallback(() => void load().catch(() => undefined), [load]);
  // A chunk that fails to load (offline) leaves the fields as plain inputs: the server checks the address.
  const changed = useCallback(() => {
    queued.current++;
    void load()
      .then((l) => l.changed(), () => undefined)
      .finally(() => void queued.current--);
  }, [load]);
  // Typed before hydration (a slow phone): the fields hold what the shopper typed, but no change reached React.
  // Looked up once now, as if the last keystroke came after hydration. Fields as the server wrote them ask nothing.
  useEffect(() => {
    const fields = latest.current.form.formRef.current?.elements;
    const typed = (name: string) => {
      const el = fields?.namedItem(`${prefix}${name}`);
      return el instanceof HTMLInputElement && el.value !== el.defaultValue;
    };
    if (typed("zipcode") || typed("house_number")) changed();
  }, [changed, prefix]);
  /**
   * "Straat en plaats zelf invullen": the zip code is no longer flagged, the form may be posted, and the focus
   * goes to Straat; the Worker looks the address up again and keeps it flagged as not verified.
   */
  const typeByHand = useCallback(() => {
    manualRef.current = true;
    setManual(true);
    const { form: current, onZipcodeValidity: report } = latest.current;
    current.setFieldError(`${prefix}zipcode`, undefined);
    report(true);
    setAnnouncement("");
    const street = current.formRef.current?.elements.namedItem(`${prefix}street`);
    if (street instanceof HTMLInputElement) street.focus();
  }, [prefix]);
  return { announcement, prepare, changed, offerTyping: unknown && !manual, typing: manual, typeByHand };
}
