import { Form, Link, useNavigation } from "react-router";
import type { ReturnPage, ReturnView } from "../../lib/api/types/returns";
import type { ReturnActionData } from "../../lib/returns/route.server";
import { RETURN_MESSAGES as M } from "../../lib/returns/messages";
import { qtyField, sealField } from "../../lib/returns/form";
import { formatDutchDate } from "../../lib/format";
import { Alert } from "../form/alert";
import { ErrorText } from "../form/error-text";
import { Fieldset } from "../form/fieldset";
import { LabelledField } from "../form/labelled-field";
import { controlAria } from "../form/ids";
import { BusyButton } from "../form/submit";

/** The returns made before, with their state. */
function EarlierReturns({ returns }: { returns: ReturnView[] }) {
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="retour-eerder">
      <h2 id="retour-eerder">{M.existing}</h2>
      <ul className="return-list">
        {returns.map((r) => (
          <li key={r.number}>
            <strong>{r.number}</strong> ({M.kindLabels[r.kind]}): {M.statusLabels[r.status]} · {r.lines.map((l) => `${l.quantity} × ${l.title}`).join(", ")}
            {r.status === "rejected" && r.decision_note ? <p className="return-list__note">{r.decision_note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A group of radio buttons, the first one chosen. */
function Choices({ legend, name, options }: { legend: string; name: string; options: [string, string][] }) {
  return (
    <Fieldset legend={legend}>
      {options.map(([value, label], i) => (
        <label key={value} className="return-choice">
          <input type="radio" name={name} value={value} defaultChecked={i === 0} /> {label}
        </label>
      ))}
    </Fieldset>
  );
}

function deadlineText(kind: "withdrawal" | "trial" | null, deadline: string | null, trialDeadline: string | null): string | null {
  if (!deadline) return null;
  if (kind === "trial" || (kind === "withdrawal" && trialDeadline && deadline === trialDeadline)) return M.deadlineTrial(formatDutchDate(deadline));
  return M.deadlineWithdrawal(formatDutchDate(deadline));
}

/**
 * The return form (docs/decisions/038): per line the quantity (0..what may still go back), the seal
 * confirmation of sealed hygiene goods, the deadline, the exclusion of article 13; then the reason and the
 * EU model withdrawal form prefilled from the order (name and address editable). A plain POST: works
 * without JavaScript.
 */
export function ReturnForm({ page, idempotencyKey, result }: { page: ReturnPage; idempotencyKey: string; result: ReturnActionData | undefined }) {
  const busy = useNavigation().state === "submitting";
  const returnable = page.lines.filter((l) => l.max > 0);
  const anyTrial = returnable.some((l) => l.kind === "trial" || (l.kind === "withdrawal" && page.trial_deadline !== null && l.deadline === page.trial_deadline));
  const fieldError = (name: string) => (result && !result.ok ? result.fields?.[name] : undefined);
  const today = formatDutchDate(new Date());
  return (
    <div className="return-page">
      <p>{M.intro}</p>
      {result ? <Alert tone={result.ok ? "success" : "danger"} fadeAfterMs={0}>{result.message}</Alert> : null}
      <EarlierReturns returns={page.returns} />
      {returnable.length === 0 ? (
        <p role="status">{M.nothingReturnable}</p>
      ) : (
        <Form method="post" className="return-form" noValidate>
          <input type="hidden" name="idempotency_key" value={idempotencyKey} />
          <Fieldset legend={M.linesLegend} className="return-form__lines">
            <ul className="return-lines">
              {page.lines.map((l) => {
                const id = `retour-${qtyField(l.position)}`;
                const note = [deadlineText(l.kind, l.deadline, page.trial_deadline), l.exclusion_note].filter(Boolean).join(" ");
                return (
                  <li key={l.position} className="return-line">
                    {l.max > 0 ? (
                      <LabelledField id={id} label={M.quantityLabel(l.title)} className="account-field return-line__qty" hint={note || undefined} hintId={`${id}-uitleg`} hintClassName="account-field__hint" errorId={`${id}-fout`}>
                        <select id={id} name={qtyField(l.position)} defaultValue="0" {...controlAria(undefined, `${id}-fout`, note ? `${id}-uitleg` : false)}>
                          {Array.from({ length: l.max + 1 }, (_, n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                        </select>
                      </LabelledField>
                    ) : (
                      <p className="return-line__refused">
                        <strong>{l.title}</strong>: {l.refusal}
                      </p>
                    )}
                    {l.max > 0 && l.seal_required ? (
                      <label className="return-line__seal">
                        <input type="checkbox" name={sealField(l.position)} value="1" /> {M.sealLabel}
                      </label>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </Fieldset>
          {anyTrial ? (
            <Choices legend={M.preferenceLegend} name="preference" options={[["refund", M.preferenceRefund], ["exchange", M.preferenceExchange]]} />
          ) : null}
          <LabelledField id="retour-reden" label={M.reasonLabel} className="account-field" hint={M.reasonHint} hintId="retour-reden-uitleg" hintClassName="account-field__hint" error={fieldError("reason")} errorId="retour-reden-fout">
            <textarea id="retour-reden" name="reason" rows={3} maxLength={1000} {...controlAria(fieldError("reason"), "retour-reden-fout", "retour-reden-uitleg")} />
          </LabelledField>

          <Fieldset legend={M.formTitle} className="withdrawal-form">
            <p>{M.formIntro}</p>
            <p>
              <strong>{M.to}:</strong> {page.form.to}
            </p>
            <Choices legend={M.personLegend} name="person" options={[["ik", M.personIk], ["wij", M.personWij]]} />
            <p>
              {M.statementModel} {M.goodsChosen(page.order)}
            </p>
            <dl className="withdrawal-form__facts">
              <dt>{M.orderedOn}</dt>
              <dd>{formatDutchDate(`${page.form.ordered_on}T12:00:00Z`)}</dd>
              <dt>{M.receivedOn}</dt>
              <dd>{page.form.received_on ? formatDutchDate(`${page.form.received_on}T12:00:00Z`) : "-"}</dd>
              <dt>{M.dateLabel}</dt>
              <dd>{today}</dd>
            </dl>
            <LabelledField id="retour-naam" label={M.nameLabel} className="account-field" error={fieldError("name")} errorId="retour-naam-fout">
              <input id="retour-naam" name="name" autoComplete="name" required maxLength={120} defaultValue={page.form.name} {...controlAria(fieldError("name"), "retour-naam-fout")} />
            </LabelledField>
            <LabelledField id="retour-adres" label={M.addressLabel} className="account-field" error={fieldError("address")} errorId="retour-adres-fout">
              <textarea id="retour-adres" name="address" autoComplete="street-address" required rows={2} maxLength={300} defaultValue={page.form.address} {...controlAria(fieldError("address"), "retour-adres-fout")} />
            </LabelledField>
          </Fieldset>
          <ErrorText id="retour-fout">{fieldError("lines")}</ErrorText>
          <BusyButton busy={busy}>{M.submit}</BusyButton>
        </Form>
      )}
      <p>
        <Link to="/service/algemene-voorwaarden/#uitsluiting-herroepingsrecht">{M.termsLink}</Link> · <Link to="/service/retourneren/">Retourneren en proefslapen</Link>
      </p>
    </div>
  );
}
