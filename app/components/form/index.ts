/**
 * The one form toolkit: the building blocks of every form of the shop (account, checkout, review, contact,
 * chat). Two levels:
 *
 * Primitives, for any form (import them from their module, so a page loads only what it uses):
 * - ids.ts: fieldIds (`<prefix>-<name>`, `-uitleg` for the hint, `-fout` for the error), describedBy,
 *   controlAria (aria-invalid + aria-describedby of a control).
 * - labelled-field.tsx: LabelledField (wrapper, label, hint, control, error text); error-text.tsx: ErrorText
 *   (class `form-error`); fieldset.tsx: Fieldset (legend + group); submit.tsx: BusyButton (disabled and
 *   its busy label while posting); focus.ts: useFocusFirstInvalid; validate-on-blur.ts: validateOnBlur
 *   (the form's onBlur/onChange); no-js.tsx: JsFlag (the hidden `js` field) and useHydrated.
 *
 * AccountForm, a schema-validated React Router form on those primitives (account and checkout pages):
 *
 *   // route module
 *   export async function action({ request, context }: Route.ActionArgs) {
 *     const sub = await readAccountSubmission(request);            // app/lib/account/action.server.ts
 *     return runAccountForm(sub, customerSchema, (input) => api.customer.update(input), {
 *       success: () => ACCOUNT_MESSAGES.saved,                     // a message (200) or a redirect Response
 *       requestId: context.get(edgeContext).requestId,
 *     });
 *   }
 *   // component
 *   <AccountForm schema={customerSchema} state={actionData} intent="save" label="Accountinformatie">
 *     <Field name="first_name" label="Voornaam" autoComplete="given-name" required />
 *     <RadioGroup name="type" legend="Soort klant" options={CUSTOMER_TYPES} defaultValue="private" />
 *     <Checkbox name="remember" label="Onthoud mij" />
 *     <SubmitButton>Opslaan</SubmitButton>
 *   </AccountForm>
 *
 * - Works without JavaScript: a plain POST to the route action, which validates with the same schema and
 *   answers AccountFormState (field errors, the alert message, the entries to refill; 422/4xx status), or a
 *   redirect. Hydrated, the form posts through React Router with the hidden `js=1`, and refusals come back
 *   with status 200 so the browser logs no failed load.
 * - Hydrated, a field is validated with the schema when it loses focus (and again while it is corrected),
 *   the whole form on submit (nothing is posted while it has errors); after a failed submit, client or
 *   server, the first field with aria-invalid gets the focus.
 * - Errors are tied to fields (aria-invalid + aria-describedby to the error text). The state's `message`
 *   shows above the form: danger role="alert", success role="status" that fades after SUCCESS_ALERT_MS.
 * - Two forms on one page: give each an `intent`; the action switches on `sub.intent`, and each form only
 *   shows a state with its own intent.
 * - Custom controls (e.g. a postcode lookup) call useAccountForm(): fieldId/errorId/error for the ids and
 *   message, setFieldError(name, message) to show a message from outside the schema, formRef to read values.
 * - Asynchronous checks (the VAT check, the postcode lookup) register with trackCheck(promise) or
 *   watchCheck(isRunning): a submit while one runs is held, polled every 50 ms until all have settled, then
 *   goes on (spec section 5; app/lib/form/pending-checks.ts).
 */
export { AccountForm, SubmitButton, useAccountForm, type AccountFormApi, type AccountFormProps } from "./account-form";
export { Alert, type AlertProps } from "./alert";
export { Checkbox, RadioGroup, type CheckboxProps, type RadioGroupProps } from "./choices";
export { AccountField, Field, FieldError, SelectField, useFieldControl, type FieldProps, type SelectFieldProps } from "./field";
export { ErrorText } from "./error-text";
export { Fieldset } from "./fieldset";
export { controlAria, describedBy, fieldIds } from "./ids";
export { JsFlag, useHydrated } from "./no-js";
export { echoValues, formEntries, SECRET_FIELDS, type AccountFormState, type FormValues } from "../../lib/account/form";
