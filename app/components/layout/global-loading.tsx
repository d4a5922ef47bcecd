import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from "../../lib/constants";

/** Online status of the browser, tracked with the online/offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    setOnline(navigator.onLine);
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener("online", on);
    window.addEventListener("offline", off);
    return () => {
      window.removeEventListener("online", on);
      window.removeEventListener("offline", off);
    };
  }, []);
  return online;
}

/**
 * Global loading state: after 200 ms of a navigation (throttle) a loading bar runs over 5000 ms and an
 * overlay dims the page; quick navigations show nothing. Offline status is shown as a banner.
 */
export function GlobalLoading() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  const online = useOnline();
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(t);
  }, [busy]);
  return (
    <>
      {visible && (
        <>
          <div
            className="loading-bar"
            role="progressbar"
            aria-label="Pagina wordt geladen"
            style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }}
          />
          <div className="loading-overlay" aria-hidden="true" />
        </>
      )}
      <div className="offline-banner" role="status" aria-live="polite" hidden={online}>
        {online ? "" : "Je bent offline. Controleer je internetverbinding."}
      </div>
    </>
  );
}
