import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "../../lib/form/field-errors";
import { pendingChecks } from "../../lib/form/pending-checks";
import type { SchemaLoader } from "../../lib/schemas/lazy";
import { formEntries, type AccountFormState, type FormValues } from "../../lib/account/form";
import { Alert } from "./alert";
import { useFocusFirstInvalid } from "./focus";
import { JsFlag } from "./no-js";
import { BusyButton } from "./submit";
import { validateOnBlur } from "./validate-on-blur";

type Errors = Record<string, string | undefined>;

export interface AccountFormApi {
  /** The DOM id of a field's control (labels point at it). */
  fieldId(name: string): string;
  /** The id of a field's error text. */
  errorId(name: string): string;
  /** The message to show next to a field, if any. */
  error(name: string): string | undefined;
  /** The value to start a field with: the entry of a failed post, else the given default. */
  initial(name: string, fallback?: string): string | undefined;
  /** True when the page shows the entries of a failed post (an unchecked box is then absent). */
  posted: boolean;
  /** Sets (or clears, with undefined) a field's message from outside the schema, e.g. a postcode lookup. */
  setFieldError(name: string, message: string | undefined): void;
  /** The form element (read values, e.g. for a lookup). */
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The form's intent (hidden field). */
  intent: string;
  /**
   * Counts an asynchronous field check (e.g. the VAT number check) while it runs: a submit meanwhile waits
   * for it (spec section 5, app/lib/form/pending-checks.ts). Returns `work`.
   */
  trackCheck<T>(work: Promise<T>): Promise<T>;
  /** Adds a check that says itself whether it runs (e.g. the debounced postcode lookup); returns its removal. */
  watchCheck(isRunning: () => boolean): () => void;
}

const AccountFormContext = createContext<AccountFormApi | null>(null);

/** The surrounding AccountForm's state; fields and custom controls use it. */
export function useAccountForm(): AccountFormApi {
  const api = useContext(AccountFormContext);
  if (!api) throw new Error("useAccountForm() outside <AccountForm>");
  return api;
}

export interface AccountFormProps {
  /**
   * The zod schema the action validates with too, or (preferred in the browser) its loader from
   * app/lib/schemas/lazy.ts: the schema then loads when the form is first used, not with the page.
   */
  schema: z.ZodType | SchemaLoader;
  /** The route's actionData (any form's); only a state with this form's intent is shown. */
  state?: AccountFormState | null | undefined;
  /** Tells two forms of one page apart; posted as the hidden field `intent`. */
  intent?: string;
  /** The accessible name of the form. */
  label: string;
  children: ReactNode;
  /** A post target other than the current route. */
  action?: string;
  className?: string;
  /** Empty the fields after a successful save (e.g. the change-password form). */
  resetOnSuccess?: boolean;
  /** Keep the success alert instead of letting it fade (e.g. "check your mail"). */
  keepSuccess?: boolean;
  /** Adds entries the schema needs that the form does not send (e.g. an unchecked box as "false"). */
  prepare?: (values: FormValues, form: HTMLFormElement) => FormValues;
}

/**
 * A React Router <Form method="post"> that works without JavaScript (the route action validates and
 * answers AccountFormState) and, hydrated, validates a field with the same schema when it loses focus and
 * the whole form on submit; after a failed submit (client or server) the first field with an error gets
 * the focus. Shows the state's message as a danger alert (role=alert) or success alert (role=status).
 */
export function AccountForm({ schema, state: anyState, intent = "save", label, children, action, className = "", resetOnSuccess = false, keepSuccess = false, prepare }: AccountFormProps) {
  const state = anyState && anyState.intent === intent ? anyState : null;
  const id = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const navigation = useNavigation();
  const touched = useRef(new Set<string>());
  // Set while a submit button is pressed: the field's blur then waits for the submit's validation, since a
  // message appearing on blur would move the button away from under the pointer and lose the click.
  const pressingSubmit = useRef(false);
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [serverErrors, setServerErrors] = useState<Errors>(state?.errors ?? {});
  const [focusTick, setFocusTick] = useState(0);
  const [alertKey, setAlertKey] = useState(0);
  // The asynchronous field checks; a submit while one runs is held until all have settled (spec section 5).
  const [checks] = useState(pendingChecks);
  const [waitingForChecks, setWaitingForChecks] = useState(false);
  const holding = useRef(false);

  // The schema itself, or null until its loader answered (the first use of the form starts it). A ref, so a
  // handler that runs right after the load (the submit it held back) sees it before React re-renders.
  const schemaRef = useRef<z.ZodType | null>(typeof schema === "function" ? null : schema);
  const loader = useRef(typeof schema === "function" ? schema : null);
  const loading = useRef<Promise<z.ZodType> | null>(null);
  const [schemaReady, setSchemaReady] = useState(schemaRef.current !== null);
  const loadSchema = useCallback((): Promise<z.ZodType> => {
    if (schemaRef.current) return Promise.resolve(schemaRef.current);
    loading.current ??= loader.current!().then((s) => {
      schemaRef.current = s;
      setSchemaReady(true);
      return s;
    });
    return loading.current;
  }, []);

  const validate = useCallback((): Errors => {
    const form = formRef.current;
    const active = schemaRef.current;
    if (!form || !active) return {};
    const raw = formEntries(new FormData(form));
    const result = active.safeParse(prepare ? prepare(raw, form) : raw);
    return result.success ? {} : fieldErrors(result.error);
  }, [prepare]);

  // A new answer of the action: its field messages replace the old ones, and the first one gets focus.
  useEffect(() => {
    if (!state) return;
    setServerErrors(state.errors ?? {});
    setClientErrors({});
    setAlertKey((k) => k + 1);
    touched.current.clear();
    if (state.ok && resetOnSuccess) formRef.current?.reset();
    if (state.errors && Object.keys(state.errors).length > 0) setFocusTick((t) => t + 1);
  }, [state, resetOnSuccess]);

  useFocusFirstInvalid(formRef, focusTick);

  const revalidateTouched = () => {
    const all = validate();
    setClientErrors(() => {
      const next: Errors = {};
      for (const name of touched.current) next[name] = all[name];
      return next;
    });
  };

  const { onBlur, onChange } = validateOnBlur({
    onLeave: (name) => {
      touched.current.add(name);
      if (!pressingSubmit.current) revalidateTouched();
    },
    onRecheck: (name) => {
      touched.current.add(name);
      revalidateTouched();
    },
    showsMessage: (name) => Boolean(clientErrors[name]),
    // A message from the server (or set from outside) goes once its field changes.
    onEdit: (name) => {
      if (serverErrors[name]) setServerErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const onPointerDown = (event: React.PointerEvent<HTMLFormElement>) => {
    if (!(event.target as Element).closest('button[type="submit"], input[type="submit"]')) return;
    pressingSubmit.current = true;
    const release = () => setTimeout(() => (pressingSubmit.current = false), 0);
    window.addEventListener("pointerup", release, { once: true });
    window.addEventListener("pointercancel", release, { once: true });
  };

  const showErrors = (all: Errors) => {
    for (const name of Object.keys(all)) touched.current.add(name);
    setClientErrors(all);
    setFocusTick((t) => t + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (holding.current) {
      event.preventDefault(); // already held: it goes on once the checks have settled
      return;
    }
    if (checks.running()) {
      // A check (VAT number, postcode) still runs: the form does not count as valid yet. Poll every 50 ms
      // until every check has settled, then submit again, now with their verdicts (spec sections 5 and 9).
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      holding.current = true;
      setWaitingForChecks(true);
      void checks.settled().then(() => {
        holding.current = false;
        setWaitingForChecks(false);
        // After React applied the checks' verdicts (a field's message, a filled street) to the page.
        setTimeout(() => formRef.current?.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected ? submitter : undefined), 0);
      });
      return;
    }
    if (!schemaRef.current) {
      // The schema is not here yet (a very fast first submit): check once it is, then post.
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadSchema().then(() => {
        const all = validate();
        if (Object.keys(all).length === 0) formRef.current?.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
        else showErrors(all);
      });
      return;
    }
    const all = validate();
    if (Object.keys(all).length === 0) return; // React Router posts it
    event.preventDefault();
    showErrors(all);
  };

  // The first use of the form (focus or press) loads its schema; fields left before it arrived are
  // checked as soon as it is here.
  const onFirstUse = () => {
    if (!schemaRef.current) void loadSchema();
  };
  useEffect(() => {
    if (schemaReady && touched.current.size > 0 && !pressingSubmit.current) revalidateTouched();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the schema arrives
  }, [schemaReady]);

  const api = useMemo<AccountFormApi>(
    () => ({
      fieldId: (name) => `${id}-${name}`,
      errorId: (name) => `${id}-${name}-fout`,
      // A message from the server (or set from outside) stays until its field changes.
      error: (name) => serverErrors[name] ?? clientErrors[name],
      initial: (name, fallback) => state?.values?.[name] ?? fallback,
      posted: Boolean(state?.values),
      setFieldError: (name, message) => setServerErrors((e) => ({ ...e, [name]: message })),
      formRef,
      intent,
      trackCheck: (work) => checks.track(work),
      watchCheck: (isRunning) => checks.watch(isRunning),
    }),
    [id, clientErrors, serverErrors, state, intent, checks],
  );

  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <AccountFormContext.Provider value={api}>
      <Alert tone="success" resetKey={alertKey} fadeAfterMs={keepSuccess ? 0 : undefined}>
        {state?.ok ? state.message : undefined}
      </Alert>
      {state && !state.ok && state.message ? (
        <Alert key={alertKey} tone="danger">
          {state.message}
        </Alert>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        aria-label={label}
        aria-busy={busy || waitingForChecks || undefined}
        className={`account-form ${className}`.trim()}
        onBlur={onBlur}
        onFocus={onFirstUse}
        onPointerDownCapture={(event) => {
          onFirstUse();
          onPointerDown(event);
        }}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <JsFlag />
        <input type="hidden" name="intent" value={intent} />
        {children}
      </Form>
    </AccountFormContext.Provider>
  );
}

/** The form's submit button; says it is busy while this form posts. */
export function SubmitButton({ children, busyText = "Bezig...", className = "btn btn--primary" }: { children: ReactNode; busyText?: string; className?: string }) {
  const navigation = useNavigation();
  const api = useAccountForm();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === api.intent;
  return (
    <BusyButton busy={busy} busyText={busyText} className={className}>
      {children}
    </BusyButton>
  );
}
