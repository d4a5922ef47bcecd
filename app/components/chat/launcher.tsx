import { useRef, useState, type ComponentType } from "react";
import { useMatches } from "react-router";
import { CHAT_LAUNCHER_LABEL } from "../../lib/chat/keys";
import type { ChatBoxProps } from "./chat-box";

/** The box's id, for the launcher's aria-controls. */
export const CHAT_BOX_ID = "chat-box";

/**
 * "Chat met Noor": the launcher of the Default layout (spec section 2). It is all the page's initial
 * JavaScript carries of the chat (kept this small on purpose: every Default-layout page loads it); the
 * box's code is fetched when it first opens, and then stays mounted, hidden while closed. A route opts
 * out with `export const handle = { chat: false }` (the configurator does).
 */
export function ChatLauncher() {
  const hidden = useMatches().some((m) => (m.handle as { chat?: boolean } | undefined)?.chat === false);
  const [open, setOpen] = useState(false);
  const [Box, setBox] = useState<ComponentType<ChatBoxProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  function toggle() {
    setOpen(!open);
    if (!Box) {
      import("./chat-box").then(
        (m) => setBox(() => m.default),
        (err: unknown) => {
          console.warn("chat box not loaded", err);
          setOpen(false);
        },
      );
    }
  }

  if (hidden) return null;
  const shown = open && Box !== null;
  return (
    <>
      <button ref={button} type="button" className="chat-launcher" aria-expanded={shown} aria-controls={shown ? CHAT_BOX_ID : undefined} onClick={toggle}>
        {/* An inline icon like the header's: an emoji shows as an empty box where no emoji font is installed. */}
        <svg className="chat-launcher__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 4h18v13H9l-6 4zm4 4v2h10V8zm0 4v2h7v-2z" />
        </svg>
        {CHAT_LAUNCHER_LABEL}
      </button>
      {Box && (
        <Box
          id={CHAT_BOX_ID}
          open={open}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
