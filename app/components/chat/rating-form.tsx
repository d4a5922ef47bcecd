import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CHAT_TEXT, starsLabel } from "../../lib/chat/messages";
import { ErrorText } from "../form/error-text";
import { Fieldset } from "../form/fieldset";

const STARS = [1, 2, 3, 4, 5] as const;

/** The 1-5 star rating of the chat (spec sections 4 and 9): a radio group, then a send button. */
export function RatingForm({ onRate }: { onRate: (stars: number) => void }) {
  const [stars, setStars] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const name = useId();
  const errorId = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), []);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (stars === null) {
      setMissing(true);
      first.current?.focus();
      return;
    }
    onRate(stars);
  }

  return (
    <form className="chat-form chat-rating" onSubmit={submit} noValidate>
      <Fieldset legend={CHAT_TEXT.ratingLegend} aria-describedby={missing ? errorId : undefined}>
        <div className="chat-rating__options">
          {STARS.map((n) => (
            <label key={n} className="chat-rating__option">
              <input
                ref={n === 1 ? first : undefined}
                type="radio"
                name={name}
                value={n}
                checked={stars === n}
                onChange={() => {
                  setStars(n);
                  setMissing(false);
                }}
              />
              <span className="chat-rating__stars" aria-hidden="true">
                {"★".repeat(n)}
              </span>
              <span>{starsLabel(n)}</span>
            </label>
          ))}
        </div>
      </Fieldset>
      <ErrorText id={errorId} role="alert">
        {missing ? CHAT_TEXT.ratingMissing : undefined}
      </ErrorText>
      <button type="submit" className="btn btn--primary btn--small">
        {CHAT_TEXT.ratingSubmit}
      </button>
    </form>
  );
}
