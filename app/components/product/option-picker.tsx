import type { ProductOption, Variant } from "../../lib/api/types/catalog";
import { choose } from "../../lib/catalog/variants";

type Selection = Record<string, number>;

interface OptionPickerProps {
  options: ProductOption[];
  variants: Variant[];
  selection: Selection;
  onChange: (next: Selection) => void;
  /** Radio names are `${namePrefix}-${option code}`; the product page's form action reads them. */
  namePrefix: string;
  /** The id of the form the radios belong to when they stand outside it. */
  form?: string;
}

/** One fieldset of radio buttons per option (size, colour, ...); choosing one moves to a matching variant. */
export function OptionPicker({ options, variants, selection, onChange, namePrefix, form }: OptionPickerProps) {
  return options.map((o) => (
    <fieldset key={o.code} className="product-option">
      <legend>{o.title}</legend>
      <div className="product-option__values">
        {o.values.map((v) => (
          <label key={v.id} className={`product-option__value${selection[o.code] === v.id ? " is-selected" : ""}`}>
            <input
              type="radio"
              form={form}
              name={`${namePrefix}-${o.code}`}
              value={v.id}
              checked={selection[o.code] === v.id}
              onChange={() => onChange(choose(options, variants, selection, o.code, v.id))}
            />
            {v.title}
          </label>
        ))}
      </div>
    </fieldset>
  ));
}
