import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { OrderDetail } from "../../lib/beheer/types/orders";
import { ORDERS_MESSAGES as M } from "../../lib/beheer/messages/orders";
import { formatDateTime } from "../../lib/beheer/order-format";

export interface NoteState {
  error?: string;
  saved?: boolean;
}

/** Internal notes (never shown to the shopper), newest first, and the form that adds one. */
export function OrderNotes({ order, state }: { order: OrderDetail; state: NoteState | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (state?.saved) form.current?.reset();
    if (state?.error) field.current?.focus();
  }, [state]);
  return (
    <section className="beheer-section" aria-labelledby="bestelling-notities">
      <h2 id="bestelling-notities">{M.notesTitle}</h2>
      {order.notes.length === 0 ? (
        <p>{M.noNotes}</p>
      ) : (
        <ol className="beheer-notes">
          {order.notes.map((n) => (
            <li key={n.id}>
              <p className="beheer-note-body">{n.body}</p>
              <p className="beheer-muted">
                {n.staff_name ?? "Onbekend"} · <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" ref={form} className="beheer-note-form">
        <label htmlFor="notitie">{M.noteLabel}</label>
        <p id="notitie-uitleg" className="beheer-hint">
          {M.noteHint}
        </p>
        <textarea
          id="notitie"
          name="body"
          ref={field}
          rows={3}
          maxLength={2000}
          required
          aria-invalid={state?.error ? true : undefined}
          aria-describedby={state?.error ? "notitie-uitleg notitie-fout" : "notitie-uitleg"}
        />
        {state?.error ? (
          <p id="notitie-fout" className="form-error">
            {state.error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {M.noteSubmit}
        </button>
        <p role="status" className="beheer-status">
          {state?.saved ? M.noteSaved : ""}
        </p>
      </Form>
    </section>
  );
}
