import type { CartLine } from "../../lib/api/types/cart";

/**
 * The options the shopper chose for a line ('Maat: 90x200'). A value '0x0' is the catalogue's placeholder
 * for "no size" (the product page hides it, worker/domain/options.ts): it is never shown as a choice.
 */
export function LineOptions({ line }: { line: CartLine }) {
  const shown = line.options.filter((o) => o.value.trim() !== "0x0");
  if (shown.length === 0) return null;
  return (
    <ul className="cart-options">
      {shown.map((o) => (
        <li key={o.title}>
          {o.title}: {o.value}
        </li>
      ))}
    </ul>
  );
}
