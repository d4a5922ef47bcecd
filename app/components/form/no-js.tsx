import { useEffect, useState } from "react";

/** False in the server's HTML and before hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The hidden `js` field of a form that also posts without JavaScript: "1" once hydrated, so the action
 * answers a refusal with 200 (a 4xx to the router's fetch counts as a failed load in the browser); empty
 * in a post made without JavaScript, which gets the 4xx.
 */
export function JsFlag({ hydrated }: { hydrated?: boolean }) {
  const own = useHydrated();
  return <input type="hidden" name="js" value={(hydrated ?? own) ? "1" : ""} />;
}
