import type { TSiteCheckoutStatus } from "@wms/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../api/client.ts";
import { fetchCheckoutStatus } from "../../api/site-api.ts";
import { ApiErrorNotice } from "../../components/api-error-notice.tsx";
import { LicenceKey } from "../../components/licence-key.tsx";
import { useT } from "../../i18n/i18n-context.tsx";

type TState =
  | { status: "checking" }
  | { status: "done"; checkout: TSiteCheckoutStatus }
  | { status: "missing" }
  | { status: "error"; error: ApiError };

const pollEveryMs = 2_000;
const maxPolls = 10;

/** Polls the checkout a few times while the payment confirmation is on its way, then says what it knows. */
function useCheckoutStatus(sessionId: string) {
  const [state, setState] = useState<TState>({ status: "checking" });
  const polls = useRef(0);
  const alive = useRef(true);
  const check = useCallback(() => {
    fetchCheckoutStatus(sessionId).then(
      (checkout) => {
        if (!alive.current) return;
        polls.current += 1;
        if (checkout.status === "pending" && polls.current < maxPolls) {
          window.setTimeout(check, pollEveryMs);
          return;
        }
        setState({ status: "done", checkout });
      },
      (err: unknown) => {
        const error = err instanceof ApiError ? err : new ApiError(0, "");
        setState(error.code === 4004 ? { status: "missing" } : { status: "error", error });
      },
    );
  }, [sessionId]);
  useEffect(() => {
    alive.current = true;
    check();
    return () => {
      alive.current = false;
    };
  }, [check]);
  const again = () => {
    polls.current = 0;
    setState({ status: "checking" });
    check();
  };
  return { state, again };
}

export function PaymentReturn(props: { sessionId: string }) {
  const { t } = useT("redirect");
  const { state, again } = useCheckoutStatus(props.sessionId);

  if (state.status === "checking") {
    return (
      <div className="notice" role="status" data-testid="payment-checking">
        <h1 className="notice__title">
          <span className="spinner" aria-hidden="true" /> {t("payment.checking")}
        </h1>
        <p>{t("payment.checkingHint")}</p>
      </div>
    );
  }
  if (state.status === "error") return <ApiErrorNotice error={state.error} onRetry={again} />;
  if (state.status === "missing") {
    return (
      <div className="notice notice--warning" role="alert" data-testid="payment-missing">
        <h1 className="notice__title">{t("payment.notFoundTitle")}</h1>
        <p>{t("payment.notFoundText")}</p>
      </div>
    );
  }
  const { checkout } = state;
  const email = { email: checkout.email_masked };
  if (checkout.status === "paid" && checkout.licence_key) {
    return (
      <div className="notice notice--success" role="status" data-testid="payment-paid">
        <h1 className="notice__title">{t("payment.paidTitle")}</h1>
        <p>{t("payment.paidText", email)}</p>
        <LicenceKey value={checkout.licence_key} />
        <p>
          {t("payment.next")} <Link to="/tools/config">{t("payment.guide")}</Link>
        </p>
      </div>
    );
  }
  if (checkout.status === "expired") {
    return (
      <div className="notice notice--warning" role="status" data-testid="payment-expired">
        <h1 className="notice__title">{t("payment.expiredTitle")}</h1>
        <p>{t("payment.expiredText")}</p>
        <Link to={`/checkout/${checkout.plan_id}`}>{t("payment.restart")}</Link>
      </div>
    );
  }
  return (
    <div className="notice notice--warning" role="status" data-testid="payment-pending">
      <h1 className="notice__title">{t("payment.pendingTitle")}</h1>
      <p>{t("payment.pendingText", email)}</p>
      <button type="button" className="button button--ghost" onClick={again}>
        {t("payment.again")}
      </button>
    </div>
  );
}
