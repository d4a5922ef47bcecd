import { useId } from "react";
import type { CartActionResult } from "../../lib/cart/action.server";
import type { useCartWrites } from "./use-cart-writes";

type Writes = ReturnType<typeof useCartWrites>;

/**
 * The discount code form (ADR 011): one code per cart. A refusal shows its Dutch reason under
 * the field; an applied code can be removed.
 */
export function DiscountForm({ appliedCode, writes, hydrated, last }: { appliedCode: string | null; writes: Writes; hydrated: boolean; last: CartActionResult | null }) {
  const { fetcher, begin } = writes;
  const inputId = useId();
  const errorId = useId();
  const js = hydrated ? <input type="hidden" name="js" value="1" /> : null;
  const refusal = last && !last.ok && last.intent === "code" ? last.message : null;
  const sending = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "code";

  if (appliedCode) {
    return (
      <fetcher.Form method="post" action="/cart/" className="discount-form" onSubmit={() => begin(0)}>
        {js}
        <input type="hidden" name="intent" value="remove-code" />
        <p className="discount-form__applied">
          Kortingscode <strong>{appliedCode}</strong> is toegepast.
        </p>
        <button type="submit" className="btn btn--ghost btn--small" aria-label={`Verwijder kortingscode ${appliedCode}`}>
          Verwijder
        </button>
      </fetcher.Form>
    );
  }
  return (
    <fetcher.Form method="post" action="/cart/" className="discount-form" onSubmit={() => begin(0)}>
      {js}
      <input type="hidden" name="intent" value="code" />
      <label htmlFor={inputId} className="discount-form__label">
        Kortingscode
      </label>
      <div className="discount-form__row">
        <input
          id={inputId}
          name="discount_code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          required
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
        />
        <button type="submit" className="btn btn--ghost" aria-busy={sending}>
          Toepassen
        </button>
      </div>
      {refusal && (
        <p id={errorId} className="cart-message cart-message--error">
          {refusal}
        </p>
      )}
    </fetcher.Form>
  );
}
