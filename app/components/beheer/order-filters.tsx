import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_TITLES } from "../../lib/checkout/constants";
import { FULFILMENT_LABELS, ORDERS_MESSAGES as M } from "../../lib/beheer/messages/orders";
import { FULFILMENTS, ORDER_COUNTRIES, PAYMENT_STATUSES } from "../../lib/beheer/order-constants";
import { PAYMENT_METHODS } from "../../kernel/payment-methods";
import { COUNTRY_NAMES } from "../../lib/beheer/order-format";

export interface FilterValues {
  q?: string;
  status?: string;
  fulfilment?: string;
  method?: string;
  country?: string;
  from?: string;
  to?: string;
}

interface SelectProps {
  name: keyof FilterValues;
  label: string;
  value?: string;
  options: readonly (readonly [string, string])[];
  error?: string;
}

/** Label, control and its Dutch error under one wrapper (the control gets the ids from `aria`). */
function Filter({ name, label, error, children }: { name: string; label: string; error?: string; children: (aria: { id: string; name: string; "aria-invalid"?: boolean; "aria-describedby"?: string }) => ReactNode }) {
  const id = `filter-${name}`;
  const aria = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-fout` : undefined };
  return (
    <div className="beheer-filter">
      <label htmlFor={id}>{label}</label>
      {children(aria)}
      {error ? (
        <p id={`${id}-fout`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Select({ name, label, value, options, error }: SelectProps) {
  return (
    <Filter name={name} label={label} error={error}>
      {(aria) => (
        <select {...aria} defaultValue={value ?? ""}>
          <option value="">{M.any}</option>
          {options.map(([code, title]) => (
            <option key={code} value={code}>
              {title}
            </option>
          ))}
        </select>
      )}
    </Filter>
  );
}

function DateInput({ name, label, value, error }: { name: "from" | "to"; label: string; value?: string; error?: string }) {
  return (
    <Filter name={name} label={label} error={error}>
      {(aria) => <input {...aria} type="date" defaultValue={value ?? ""} />}
    </Filter>
  );
}

/**
 * The list's filter and search form: a GET form (works without JavaScript; the URL holds the filters, so
 * a filtered list can be shared and reloaded). `errors`: the API's Dutch message per field.
 */
export function OrderFilters({ values, errors }: { values: FilterValues; errors: Record<string, string> }) {
  return (
    <Form method="get" className="beheer-filters" role="search" aria-label={M.filterLegend}>
      <fieldset>
        <legend>{M.filterLegend}</legend>
        <div className="beheer-filter beheer-filter--search">
          <label htmlFor="filter-q">{M.searchLabel}</label>
          <p id="filter-q-uitleg" className="beheer-hint">
            {M.searchHint}
          </p>
          <input id="filter-q" type="search" name="q" defaultValue={values.q ?? ""} maxLength={100} aria-describedby={errors.q ? "filter-q-uitleg filter-q-fout" : "filter-q-uitleg"} aria-invalid={errors.q ? true : undefined} />
          {errors.q ? (
            <p id="filter-q-fout" className="form-error">
              {errors.q}
            </p>
          ) : null}
        </div>
        <Select name="status" label={M.statusLabel} value={values.status} options={PAYMENT_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]] as const)} error={errors.status} />
        <Select name="fulfilment" label={M.fulfilmentLabel} value={values.fulfilment} options={FULFILMENTS.map((f) => [f, FULFILMENT_LABELS[f]] as const)} error={errors.fulfilment} />
        <Select name="method" label={M.methodLabel} value={values.method} options={PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_TITLES[m]] as const)} error={errors.method} />
        <Select name="country" label={M.countryLabel} value={values.country} options={ORDER_COUNTRIES.map((c) => [c, COUNTRY_NAMES[c]!] as const)} error={errors.country} />
        <DateInput name="from" label={M.fromLabel} value={values.from} error={errors.from} />
        <DateInput name="to" label={M.toLabel} value={values.to} error={errors.to} />
        <div className="beheer-filter-actions">
          <button type="submit" className="btn btn--primary">
            {M.apply}
          </button>
          <Link to="/beheer/bestellingen/">{M.reset}</Link>
        </div>
      </fieldset>
    </Form>
  );
}
