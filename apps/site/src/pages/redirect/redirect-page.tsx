import { Link, useSearchParams } from "react-router";
import { useT } from "../../i18n/i18n-context.tsx";
import { PaymentReturn } from "./payment-return.tsx";
import { redirectResultOf } from "./redirect-result.ts";
import { ShopBoundResult } from "./shop-bound.tsx";
import "./redirect.css";

/** OAuth-style errors arrive as ?error=code&error_description=text; shown as text, never as markup. */
function ErrorResult(props: { code: string; description: string | null }) {
  const { t } = useT("redirect");
  return (
    <div className="notice notice--error" role="alert" data-testid="redirect-error">
      <h1 className="notice__title">{t("error.title")}</h1>
      <p>{t("error.text")}</p>
      <blockquote className="redirect__quote">{props.description ?? t("error.none")}</blockquote>
      <p className="muted">{t("error.code", { code: props.code })}</p>
      <p>{t("error.hint")}</p>
      <Link to="/">{t("error.home")}</Link>
    </div>
  );
}

function SuccessResult() {
  const { t } = useT("redirect");
  return (
    <div className="notice notice--success" role="status" data-testid="redirect-success">
      <h1 className="notice__title">{t("success.title")}</h1>
      <p>{t("success.text")}</p>
      <Link to="/">{t("success.home")}</Link>
    </div>
  );
}

/**
 * Where a third party (Stripe, an authorisation, the platform after binding a Shopify shop) sends the
 * visitor back: success, a bound shop, a payment to confirm, or the error it was given.
 */
export function RedirectPage() {
  const [search] = useSearchParams();
  const result = redirectResultOf(search);
  let body = <SuccessResult />;
  if (result.kind === "error") body = <ErrorResult code={result.code} description={result.description} />;
  else if (result.kind === "shop") body = <ShopBoundResult shop={result.shop} />;
  else if (result.kind === "payment") body = <PaymentReturn sessionId={result.sessionId} />;
  return <div className="container page page__narrow redirect">{body}</div>;
}
