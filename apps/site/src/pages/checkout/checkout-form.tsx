import type { TSiteCheckoutResponse, TSitePlan } from "@wms/contracts";
/** The server's own rule (checked again there); this module has no dependencies. */
import { emailPattern } from "@wms/contracts/validation";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../api/client.ts";
import { startCheckout } from "../../api/site-api.ts";
import { ApiErrorNotice } from "../../components/api-error-notice.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { useT } from "../../i18n/i18n-context.tsx";
import { CheckoutResult } from "./checkout-result.tsx";

type TState =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "done"; result: TSiteCheckoutResponse }
  | { status: "error"; error: ApiError };

function fieldError(error: ApiError): string | undefined {
  const data = error.data as { fields?: Record<string, string> } | null;
  return error.code === 4001 ? data?.fields?.email : undefined;
}

export function CheckoutForm(props: { plan: TSitePlan; disabled: boolean }) {
  const { t } = useT("checkout");
  const id = useId();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const [state, setState] = useState<TState>({ status: "idle" });
  const { plan } = props;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!emailPattern.test(email.trim())) {
      setInvalid(t("email.invalid"));
      return;
    }
    setInvalid(null);
    setState({ status: "sending" });
    startCheckout(plan.id, email.trim()).then(
      (result) => {
        setState({ status: "done", result });
        if (result.kind === "payment") window.location.assign(result.url);
      },
      (err: unknown) => {
        const error = err instanceof ApiError ? err : new ApiError(0, "");
        const field = fieldError(error);
        if (field) {
          setInvalid(field);
          setState({ status: "idle" });
        } else setState({ status: "error", error });
      },
    );
  };

  if (state.status === "done") return <CheckoutResult result={state.result} />;

  const sending = state.status === "sending";
  return (
    <form className="checkout-form" onSubmit={onSubmit} noValidate aria-busy={sending}>
      {state.status === "error" ? <ApiErrorNotice error={state.error} title={t("errorTitle")} /> : null}
      <div className="field">
        <label htmlFor={`${id}-email`}>{t("email.label")}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          disabled={props.disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
          onChange={(e) => setEmail(e.target.value)}
        />
        <span id={`${id}-hint`} className="field__hint">
          {t("email.hint")}
        </span>
        {invalid ? (
          <span id={`${id}-error`} className="field__error" role="alert">
            {invalid}
          </span>
        ) : null}
      </div>
      <button
        type="submit"
        className="button button--primary checkout-form__submit"
        disabled={props.disabled || sending}
      >
        {sending ? <span className="spinner" aria-hidden="true" /> : null}
        {plan.requires_payment ? t("paid.submit") : t("free.submit")}
      </button>
      <p className="field__hint checkout-form__consent">
        <RichText
          text={t("consent")}
          tags={{
            tos: (text) => <Link to="/esty-collector-tos">{text}</Link>,
            pp: (text) => <Link to="/esty-collector-pp">{text}</Link>,
          }}
        />
      </p>
    </form>
  );
}
