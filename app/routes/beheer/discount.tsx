/**
 * /beheer/kortingscodes/{code}/ (docs/decisions/042): one code, its form (not for a voucher or an ended code),
 * pause, activate or end, and its usage: used_count, distinct customers and the orders that used it, each a
 * link to the order in the back office.
 */
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/discount";
import { edgeContext } from "../../lib/context";
import { formText, formWrite, pageRead, type FormResult } from "../../lib/beheer/access-form";
import { discountFormBody } from "../../lib/beheer/discount-form";
import { BEHEER_DISCOUNT_MESSAGES as M } from "../../lib/beheer/messages/discounts";
import type { BeheerDiscountCode, BeheerDiscountDetail, CategoryOption, DiscountList } from "../../lib/beheer/types/discounts";
import { formatEuro } from "../../lib/format";
import { ORDER_STATUS_LABELS } from "../../lib/checkout/constants";
import { DiscountForm, DiscountStateActions } from "../../components/beheer/discount-form";
import { discountValue } from "../../components/beheer/discount-table";
import { BeheerPageError } from "../../components/beheer/page-error";
import { Alert } from "../../components/form/alert";
import { BeheerTable } from "../../components/beheer/table";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.code ?? ""} | ${M.title} | Beheer | Droomnest` }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { beheer } = context.get(edgeContext);
  const path = `/beheer/api/discounts/${encodeURIComponent(params.code)}`;
  const [code, list] = await pageRead(() => Promise.all([beheer.get<BeheerDiscountDetail>(path), beheer.get<DiscountList>("/beheer/api/discounts?page=1")]));
  return { code, categories: list.categories as CategoryOption[] };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<FormResult<BeheerDiscountCode>> {
  const { beheer } = context.get(edgeContext);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const path = `/beheer/api/discounts/${encodeURIComponent(params.code)}`;
  if (intent === "edit") return formWrite(intent, () => beheer.send<BeheerDiscountCode>("PUT", path, discountFormBody(form, false)), (c) => M.saved(c.code));
  if (intent === "state") {
    const state = formText(form, "state");
    const done = { pause: M.paused, activate: M.activated, end: M.ended }[state] ?? M.saved;
    return formWrite(intent, () => beheer.send<BeheerDiscountCode>("POST", `${path}/state`, { state }), (c) => done(c.code));
  }
  return { intent, ok: false, message: M.invalid };
}

const DATE = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", day: "2-digit", month: "2-digit", year: "numeric" });

export default function Discount({ loaderData, actionData }: Route.ComponentProps) {
  const { code, categories } = loaderData;
  const busy = useNavigation().state === "submitting";
  const editable = !code.voucher && code.state !== "ended";
  const fields = actionData && !actionData.ok && actionData.intent === "edit" ? actionData.fields : undefined;
  return (
    <>
      <p>
        <Link to="/beheer/kortingscodes/">{M.back}</Link>
      </p>
      <h1>{`${M.code} ${code.code}`}</h1>
      <p>
        {`${code.label} · ${discountValue(code)} · ${code.voucher ? M.voucher : M.states[code.state]}`}
      </p>
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} resetKey={JSON.stringify(actionData)} fadeAfterMs={0}>
          {actionData.message}
        </Alert>
      ) : null}
      {code.voucher ? <p>{M.voucherReadOnly}</p> : code.state === "ended" ? <p>{M.endedFinal}</p> : null}
      <DiscountStateActions code={code} busy={busy} />
      {editable ? (
        <section aria-labelledby="code-bewerken" className="beheer-section">
          <h2 id="code-bewerken">{M.edit(code.code)}</h2>
          <DiscountForm form="bewerken" intent="edit" code={code} categories={categories} fields={fields} submit={M.save} busy={busy} />
        </section>
      ) : null}
      <section aria-labelledby="code-gebruik" className="beheer-section">
        <h2 id="code-gebruik">{M.usageTitle}</h2>
        <p>{M.usageSummary(code.usage.used_count, code.usage.customers)}</p>
        {code.usage.orders.length === 0 ? (
          <p>{M.usageNone}</p>
        ) : (
          <BeheerTable id="gebruik" caption={M.usageCaption}>
            <thead>
              <tr>
                <th scope="col">{M.order}</th>
                <th scope="col">{M.date}</th>
                <th scope="col">{M.orderStatus}</th>
                <th scope="col">{M.discount}</th>
              </tr>
            </thead>
            <tbody>
              {code.usage.orders.map((o) => (
                <tr key={o.number}>
                  <th scope="row">
                    <Link to={`/beheer/bestellingen/${encodeURIComponent(o.number)}/`}>{o.number}</Link>
                  </th>
                  <td>{DATE.format(new Date(o.created_at))}</td>
                  <td>{ORDER_STATUS_LABELS[o.status as keyof typeof ORDER_STATUS_LABELS] ?? o.status}</td>
                  <td>{formatEuro(o.discount_total)}</td>
                </tr>
              ))}
            </tbody>
          </BeheerTable>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
