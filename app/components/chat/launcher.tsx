import { useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation, useMatches } from "react-router";
import { CHAT_LAUNCHER_LABEL, CHAT_OPEN_KEY } from "../../lib/chat/keys";
import type { ChatBoxProps } from "./chat-box";

/** The box's id, for the launcher's aria-controls. */
export const CHAT_BOX_ID = "chat-box";

/** A route opts out of the chat with `export const handle = { chat: false }` (the configurator does). */
function useChatAllowed(): boolean {
  const matches = useMatches();
  const { pathname } = useLocation();
  if (pathname.startsWith("/configurator/")) return false;
  return !matches.some((m) => (m.handle as { chat?: boolean } | undefined)?.chat === false);
}

function rememberOpen(open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(CHAT_OPEN_KEY, "1");
    else window.sessionStorage.removeItem(CHAT_OPEN_KEY);
  } catch {
    // storage unavailable: a reload simply starts closed
  }
}

/**
 * "Chat met Noor": the launcher of the Default layout (spec section 2; not on the configurator). It is all
 * the page's initial JavaScript carries of the chat: the box's code is fetched when it first opens. A box
 * that was open opens again after a reload (without taking the focus).
 */
export function ChatLauncher() {
  const allowed = useChatAllowed();
  const [open, setOpen] = useState(false);
  const [Box, setBox] = useState<ComponentType<ChatBoxProps> | null>(null);
  const [takeFocus, setTakeFocus] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  function show(next: boolean, focus: boolean) {
    setOpen(next);
    setTakeFocus(focus);
    rememberOpen(next);
    if (next && !Box) {
      import("./chat-box")
        .then((m) => setBox(() => m.default))
        .catch((err: unknown) => {
          console.warn("chat box not loaded", err);
          setOpen(false);
          rememberOpen(false);
        });
    }
  }

  useEffect(() => {
    let was = false;
    try {
      was = window.sessionStorage.getItem(CHAT_OPEN_KEY) === "1";
    } catch {
      // no storage
    }
    if (was && allowed) show(true, false);
    // Only on the first render: a restored box opens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!allowed) return null;
  const shown = Boolean(open && Box);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        aria-expanded={shown}
        aria-controls={shown ? CHAT_BOX_ID : undefined}
        aria-busy={open && !Box ? true : undefined}
        onClick={() => show(!open, true)}
      >
        <span className="chat-launcher__icon" aria-hidden="true">
          💬
        </span>
        {CHAT_LAUNCHER_LABEL}
      </button>
      {/* Once loaded the box stays mounted (hidden while closed): a reply or the end after profanity still lands. */}
      {Box && (
        <Box
          id={CHAT_BOX_ID}
          open={open}
          takeFocus={takeFocus}
          onClose={() => {
            show(false, false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
