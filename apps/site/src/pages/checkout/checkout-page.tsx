import type { TSitePlan, TSitePlansResponse } from "@wms/contracts";
import { Link, useParams, useSearchParams } from "react-router";
import { priceFor, usePlans } from "../../api/use-plans.ts";
import { ApiErrorNotice } from "../../components/api-error-notice.tsx";
import { PageLoading } from "../../components/page-loading.tsx";
import { useLanguage, useT } from "../../i18n/i18n-context.tsx";
import { CheckoutForm } from "./checkout-form.tsx";
import "./checkout.css";

function PlanSummary(props: { plans: TSitePlansResponse; plan: TSitePlan }) {
  const p = useT("pricing");
  const { t } = useT("checkout");
  const { language } = useLanguage();
  const { plan } = props;
  const price = priceFor(props.plans, plan, language);
  const limit = plan.limits.reviews_per_export;
  return (
    <aside className="card checkout__summary" aria-label={t("summary")}>
      <p className="eyebrow">{t("summary")}</p>
      <h2 className="checkout__plan">{plan.names[language]}</h2>
      <p className="checkout__price">
        <strong data-testid="checkout-price">{price.display}</strong>{" "}
        <span className="muted">{plan.interval ? p.t("perMonth") : p.t("free")}</span>
      </p>
      <p className="plan-card__limit">{limit === null ? p.t("unlimited") : p.t("limit", { count: limit })}</p>
      <ul className="checkout__features">
        {p.list(`plans.${plan.id}.features`).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </aside>
  );
}

function UnknownPlan(props: { id: string }) {
  const { t } = useT("checkout");
  return (
    <div className="container page page__narrow" data-testid="plan-unknown">
      <h1>{t("unknown.title")}</h1>
      <p className="page__lead">{t("unknown.text", { id: props.id })}</p>
      <Link to="/#pricing" className="button button--primary">
        {t("unknown.link")}
      </Link>
    </div>
  );
}

export function CheckoutPage() {
  const { t } = useT("checkout");
  const { language } = useLanguage();
  const { planId = "" } = useParams();
  const [search] = useSearchParams();
  const { state, retry } = usePlans();

  if (state.status === "loading") return <PageLoading />;
  if (state.status === "error") {
    return (
      <div className="container page page__narrow">
        <ApiErrorNotice error={state.error} onRetry={retry} />
      </div>
    );
  }
  const plan = state.data.plans.find((p) => p.id === planId);
  if (!plan) return <UnknownPlan id={planId} />;
  const blocked = plan.requires_payment && !state.data.payments_available;

  return (
    <div className="container page checkout">
      <div className="checkout__main">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1>{t("title", { plan: plan.names[language] })}</h1>
        {search.get("cancelled") ? (
          <p className="notice notice--warning" role="status" data-testid="checkout-cancelled">
            {t("cancelled")}
          </p>
        ) : null}
        {blocked ? (
          <div className="notice notice--warning" role="alert" data-testid="payments-unavailable">
            <p className="notice__title">{t("paid.unavailableTitle")}</p>
            <p>{t("paid.unavailable")}</p>
            <Link to="/checkout/free">{t("paid.freeLink")}</Link>
          </div>
        ) : (
          <p className="page__lead">{plan.requires_payment ? t("paid.lead") : t("free.lead")}</p>
        )}
        <CheckoutForm key={plan.id} plan={plan} disabled={blocked} />
      </div>
      <PlanSummary plans={state.data} plan={plan} />
    </div>
  );
}
