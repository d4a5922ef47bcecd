/**
 * The return form's fields (docs/decisions/038) as the body of POST /v1/order/{number}/returns: per line
 * `aantal-{position}` (0: not returned) and `zegel-{position}` (the seal confirmed), and the withdrawal form's
 * own fields. Works without JavaScript: the route action reads the posted form with this.
 */
export const qtyField = (position: number) => `aantal-${position}`;
export const sealField = (position: number) => `zegel-${position}`;

export function returnRequestFromForm(form: FormData): Record<string, unknown> {
  const lines: { position: number; quantity: number; seal_intact?: boolean }[] = [];
  for (const [key, value] of form.entries()) {
    const m = /^aantal-(\d{1,3})$/u.exec(key);
    if (!m || typeof value !== "string" || value.trim() === "") continue;
    const quantity = Number(value);
    if (quantity === 0) continue;
    const position = Number(m[1]);
    lines.push({ position, quantity: Number.isFinite(quantity) ? quantity : -1, ...(form.get(sealField(position)) === "1" ? { seal_intact: true } : {}) });
  }
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  const preference = text("preference");
  return {
    idempotency_key: text("idempotency_key"),
    lines,
    reason: text("reason") ?? "",
    person: text("person") === "wij" ? "wij" : "ik",
    name: text("name") ?? "",
    address: text("address") ?? "",
    ...(preference === "refund" || preference === "exchange" ? { preference } : {}),
  };
}
