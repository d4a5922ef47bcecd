/**
 * The NL address lookup of the address forms (spec section 4 "Address lookup", section 5) as a React hook:
 * once zipcode and house_number are both filled and the country is NL, GET /v1/checkout/postcode/autocomplete
 * fills street and city, or empties them and marks the zip code invalid. BE is never looked up. Used by the
 * account address pages and the checkout (app/components/account/address/postcode-fields.tsx).
 *
 * The lookup's code (./postcode-lookup-runner.ts) loads on first use, not with the page (JavaScript budget,
 * ADR 009): `prepare()` on the first focus of an address field, `changed()` loads it too if needed.
 * Postcode or Huisnummer typed before hydration is looked up once the page is hydrated.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { addressLookup, AddressLookupForm } from "./postcode-lookup-runner";

type Lookup = ReturnType<typeof addressLookup>;

export function usePostcodeLookup(form: AddressLookupForm & { watchCheck?: (isRunning: () => boolean) => () => void }, prefix: string, onZipcodeValidity: (valid: boolean) => void) {
  const [announcement, setAnnouncement] = useState("");
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
    const report = { validity: (valid: boolean) => latest.current.onZipcodeValidity(valid), announce: setAnnouncement };
    return (lookup.current ??= import("./postcode-lookup-runner").then((m) => (loaded.current = m.addressLookup(target, prefix, report))));
  }, [prefix]);
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
  return { announcement, prepare, changed };
}
