import type { AccountFormState } from "../../lib/account/form";
import { AccountForm, Field, SubmitButton } from "../form";
import { lazySchemas } from "../../lib/schemas/lazy";

/** Change password (PUT /v1/customer/password): the current one, then the new one twice ("8 with a digit"). */
export function ChangePasswordForm({ state }: { state?: AccountFormState | null }) {
  return (
    <AccountForm schema={lazySchemas.changePassword} state={state} intent="password" label="Wachtwoord wijzigen" resetOnSuccess>
      <Field name="current_password" label="Huidig wachtwoord" type="password" autoComplete="current-password" required />
      <Field name="password" label="Nieuw wachtwoord" type="password" autoComplete="new-password" required hint="Minimaal 8 tekens, waarvan minstens 1 cijfer." />
      <Field name="password_confirmation" label="Herhaal nieuw wachtwoord" type="password" autoComplete="new-password" required />
      <SubmitButton busyText="Bezig met wijzigen...">Wachtwoord wijzigen</SubmitButton>
    </AccountForm>
  );
}
