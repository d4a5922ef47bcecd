import { useState, type FormEvent } from "react";
import type { PaymentMethod } from "../../lib/api/types/checkout";
import { MethodChoice } from "./payment-step-form";

/** Pay again: the method choice of step 2 (iDEAL with its bank), starting at the order's last method. */
export function PayAgainMethods({ methods, current }: { methods: PaymentMethod[]; current: string }) {
  const start = methods.some((m) => m.code === current) ? current : "";
  const [method, setMethod] = useState(start);
  const onChange = (event: FormEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name === "method") setMethod(input.value);
  };
  return (
    <div onChange={onChange}>
      <MethodChoice methods={methods} method={method} phone="" issuer="" />
    </div>
  );
}
