import { Link } from "react-router";
import { CHAT_TEXT } from "../../lib/chat/messages";
import { splitLinks } from "../../lib/chat/links";
import type { ChatState, UiMessage } from "../../lib/chat/phases";

/** Plain text; same-site paths become links (never HTML from the answer). */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        "href" in part ? (
          <Link key={i} to={part.href}>
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

const WHO: Record<UiMessage["role"], string> = { user: "Jij", assistant: "Noor", question: "Noor" };

/**
 * The conversation as a log (a polite live region: new messages are announced), with the answer buttons
 * of the open question and the loading flag "Noor typt...".
 */
export function MessageList({
  messages,
  pending,
  loading,
  onAnswer,
}: {
  messages: UiMessage[];
  pending: ChatState["pending"];
  loading: boolean;
  onAnswer: (messageId: number, answer: string) => void;
}) {
  return (
    <div className="chat-log" role="log" aria-live="polite" aria-relevant="additions" aria-label="Gesprek">
      <ol className="chat-log__list">
        {messages.map((m) => (
          <li key={m.id} className={`chat-message chat-message--${m.role}`}>
            <span className="visually-hidden">{WHO[m.role]}: </span>
            <span className="chat-message__text">
              <MessageText text={m.content} />
            </span>
            {m.answers && pending?.messageId === m.id && !loading && (
              <span className="chat-answers" role="group" aria-label={m.content}>
                {m.answers.map((a) => (
                  <button key={a} type="button" className="btn btn--small btn--ghost" onClick={() => onAnswer(m.id, a)}>
                    {a}
                  </button>
                ))}
              </span>
            )}
          </li>
        ))}
      </ol>
      {loading && (
        <p className="chat-log__typing" role="status">
          {CHAT_TEXT.typing}
        </p>
      )}
    </div>
  );
}
