import type { TSiteCheckoutResponse } from "@wms/contracts";
import { Link } from "react-router";
import { LicenceKey } from "../../components/licence-key.tsx";
import { useT } from "../../i18n/i18n-context.tsx";

/** What the checkout call answered, said as it is: a key, a re-sent key, or the way to the payment page. */
export function CheckoutResult(props: { result: TSiteCheckoutResponse }) {
  const { t } = useT("checkout");
  const { result } = props;
  if (result.kind === "payment") {
    return (
      <p className="notice" role="status" data-testid="checkout-redirecting">
        <span className="spinner" aria-hidden="true" /> {t("paid.redirecting")}
      </p>
    );
  }
  const next = (
    <p>
      {t("result.next")} <Link to="/tools/config">{t("result.guide")}</Link>
    </p>
  );
  if (result.kind === "licence") {
    return (
      <div className="notice notice--success" role="status" data-testid="checkout-licence">
        <p className="notice__title">{t("result.licenceTitle")}</p>
        <LicenceKey value={result.licence_key} />
        <p>
          {result.mailed
            ? t("result.mailed", { email: result.email })
            : t("result.notMailed", { email: result.email })}
        </p>
        {next}
      </div>
    );
  }
  return (
    <div
      className={`notice ${result.mailed ? "notice--success" : "notice--warning"}`}
      role="status"
      data-testid="checkout-resent"
    >
      <p className="notice__title">{t("result.resentTitle")}</p>
      <p>
        {result.mailed
          ? t("result.resent", { email: result.email })
          : t("result.resentFailed", { email: result.email })}
      </p>
      {next}
    </div>
  );
}
