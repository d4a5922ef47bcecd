import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { CHAT_LIMITS, CHAT_SUGGESTIONS, CHAT_TEXT } from "../../lib/chat/messages";
import { canSend } from "../../lib/chat/phases";
import { useChat } from "../../lib/chat/use-chat";
import { MessageList } from "./message-list";
import { OrderForm } from "./order-form";
import { RatingForm } from "./rating-form";

export interface ChatBoxProps {
  id: string;
  /** Closed, the box stays mounted but hidden (its conversation, timers and calls go on). */
  open: boolean;
  onClose: () => void;
}

/**
 * The chat box (ADR 019): a non-modal dialog beside the page, named by its heading. Escape or
 * the close button closes it (the launcher takes the focus back); new messages are announced through the
 * log's live region; the loading flag shows "Noor typt...". Text is rendered as text.
 */
export default function ChatBox({ id, open: shown, onClose }: ChatBoxProps) {
  const { state, loading, send, choose, rate, lookUpOrder, restart } = useChat();
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const restartButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  /** Whether the focus is (or was, until its control went away) in the box: a removed control fires no blur. */
  const focusInside = useRef(false);

  const ended = state.phase === "end";
  const open = state.pending?.kind;
  const sendable = canSend(state);

  // Opened: the focus goes to the message field. Closed after the chat ended: a fresh one next time.
  useEffect(() => {
    if (shown) (input.current ?? restartButton.current)?.focus();
    else if (ended) restart();
    // On opening and closing only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  // Newest message in view.
  useEffect(() => {
    const el = body.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.messages.length, loading]);

  // Keep the focus in the box when the control that had it goes away (an answer button, the rating form):
  // to the open question's first answer, else the message field. Focus the shopper took elsewhere stays there.
  useEffect(() => {
    if (!shown || !focusInside.current || open === "rating" || open === "orderForm") return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (ended) restartButton.current?.focus();
    else (panel.current?.querySelector<HTMLElement>(".chat-answers button") ?? input.current)?.focus();
  }, [state, open, ended, shown]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    const problem = send(draft);
    setError(problem);
    if (!problem) setDraft("");
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    onClose();
  }

  const showSuggestions = !ended && sendable && !state.messages.some((m) => m.role === "user");

  return (
    <section
      ref={panel}
      id={id}
      className="chat-box"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!shown}
      onKeyDown={onKeyDown}
      onFocus={() => (focusInside.current = true)}
      onBlur={(e) => (focusInside.current = panel.current?.contains(e.relatedTarget as Node | null) === true)}
    >
      <header className="chat-box__head">
        <h2 id={titleId} className="chat-box__title">
          {CHAT_TEXT.title}
        </h2>
        <button type="button" className="icon-button chat-box__close" onClick={onClose}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{CHAT_TEXT.close}</span>
        </button>
      </header>
      <div ref={body} className="chat-box__body">
        <MessageList messages={state.messages} pending={state.pending} loading={loading} onAnswer={choose} />
        {showSuggestions && (
          <div className="chat-suggestions" role="group" aria-label={CHAT_TEXT.suggestionsLabel}>
            {CHAT_SUGGESTIONS.map((topic) => (
              <button key={topic} type="button" className="chat-suggestions__button" disabled={loading} onClick={() => send(topic)}>
                {topic}
              </button>
            ))}
          </div>
        )}
        {open === "rating" && !loading && <RatingForm onRate={rate} />}
        {open === "orderForm" && !loading && <OrderForm onSubmit={lookUpOrder} />}
      </div>
      {ended ? (
        <div className="chat-box__foot">
          <button ref={restartButton} type="button" className="btn btn--primary chat-box__restart" onClick={restart}>
            {CHAT_TEXT.restart}
          </button>
        </div>
      ) : (
        <form className="chat-box__foot chat-input" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            {CHAT_TEXT.inputLabel}
          </label>
          <input
            ref={input}
            id={inputId}
            className="chat-input__field"
            type="text"
            autoComplete="off"
            maxLength={CHAT_LIMITS.messageMax}
            placeholder={CHAT_TEXT.inputPlaceholder}
            value={draft}
            readOnly={!sendable}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              if (error) setError(null);
            }}
          />
          <button type="submit" className="btn btn--primary chat-input__send" aria-disabled={!sendable || loading ? true : undefined}>
            {CHAT_TEXT.send}
          </button>
          {error && (
            <p id={errorId} className="form-error chat-input__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
