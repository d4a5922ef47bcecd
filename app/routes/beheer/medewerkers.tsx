/**
 * Staff, /beheer/medewerkers/ (docs/decisions/035), the owner's only (a medewerker gets 403): who may open the
 * back office, add a member, change a role, deactivate. Each form posts to this route's action, which writes
 * through /beheer/api/staff (CSRF rule, audit row in the same batch); works without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/medewerkers";
import { edgeContext } from "../../lib/context";
import { formText, formWrite, pageRead, type FormResult } from "../../lib/beheer/access-form";
import { STAFF_MESSAGES as M } from "../../lib/beheer/messages/access";
import { ROLE_LABELS } from "../../lib/beheer/nav";
import type { StaffList, StaffMemberView } from "../../lib/beheer/types/access";
import { BeheerField } from "../../components/beheer/text-field";
import { BeheerPageError } from "../../components/beheer/page-error";
import { Alert } from "../../components/form/alert";
import { BeheerTable } from "../../components/beheer/table";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

const ROLE_OPTIONS = [
  ["medewerker", "Medewerker"],
  ["eigenaar", "Eigenaar"],
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { beheer, staff } = context.get(edgeContext);
  return { list: await pageRead(() => beheer.get<StaffList>("/beheer/api/staff")), meId: staff?.id ?? null };
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormResult<StaffMemberView>> {
  const { beheer } = context.get(edgeContext);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  if (intent === "add") {
    const body = { email: formText(form, "email"), name: formText(form, "name"), role: formText(form, "role") };
    return formWrite(intent, () => beheer.send<StaffMemberView>("POST", "/beheer/api/staff", body), (m) => M.added(m.name));
  }
  if (intent === "role") {
    return formWrite(`${intent}-${id}`, () => beheer.send<StaffMemberView>("PATCH", `/beheer/api/staff/${encodeURIComponent(id)}`, { role: formText(form, "role") }), (m) => M.roleChanged(m.name));
  }
  if (intent === "deactivate") {
    return formWrite(`${intent}-${id}`, () => beheer.send<StaffMemberView>("PATCH", `/beheer/api/staff/${encodeURIComponent(id)}`, { active: false }), (m) => M.deactivated(m.name));
  }
  return { intent, ok: false, message: M.notFound };
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { list, meId } = loaderData;
  const busy = useNavigation().state === "submitting";
  const addError = actionData && !actionData.ok && actionData.intent === "add" ? actionData : null;
  return (
    <>
      <h1>{M.title}</h1>
      <p>{M.intro}</p>
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} resetKey={JSON.stringify(actionData)}>
          {actionData.message}
        </Alert>
      ) : null}
      <BeheerTable id="medewerkers" caption={M.listCaption}>
        <thead>
          <tr>
            <th scope="col">{M.name}</th>
            <th scope="col">{M.email}</th>
            <th scope="col">{M.role}</th>
            <th scope="col">{M.status}</th>
            <th scope="col">{M.actions}</th>
          </tr>
        </thead>
        <tbody>
          {list.staff.map((s) => (
            <tr key={s.id}>
              <td>
                {s.name} {s.id === meId ? M.you : null}
              </td>
              <td>{s.email}</td>
              <td>{ROLE_LABELS[s.role]}</td>
              <td>{s.active ? M.active : M.inactive}</td>
              <td>
                {s.active ? (
                  <div className="beheer-row-actions">
                    <Form method="post" className="beheer-inline-form">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="id" value={s.id} />
                      <div className="account-field">
                        <label htmlFor={`rol-${s.id}`} className="visually-hidden">
                          {M.changeRole(s.name)}
                        </label>
                        <select id={`rol-${s.id}`} name="role" defaultValue={s.role}>
                          {ROLE_OPTIONS.map(([value, label]) => (
                            <option key={value} value={value}>
                              {label}
                            </option>
                          ))}
                        </select>
                      </div>
                      <button type="submit" className="btn btn--small" disabled={busy}>
                        {M.saveRole}
                      </button>
                    </Form>
                    <Form method="post" className="beheer-inline-form">
                      <input type="hidden" name="intent" value="deactivate" />
                      <input type="hidden" name="id" value={s.id} />
                      <button type="submit" className="btn btn--small btn--danger" aria-label={M.deactivateLabel(s.name)} disabled={busy}>
                        {M.deactivate}
                      </button>
                    </Form>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </BeheerTable>
      <section aria-labelledby="medewerker-toevoegen" className="beheer-section">
        <h2 id="medewerker-toevoegen">{M.add}</h2>
        <Form method="post" className="beheer-form" noValidate>
          <input type="hidden" name="intent" value="add" />
          <BeheerField form="toevoegen" name="name" label={M.name} autoComplete="off" required error={addError?.fields?.name} />
          <BeheerField form="toevoegen" name="email" label={M.email} type="email" inputMode="email" required error={addError?.fields?.email} />
          <BeheerField form="toevoegen" name="role" label={M.role} options={ROLE_OPTIONS} defaultValue="medewerker" error={addError?.fields?.role} />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {M.addSubmit}
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
