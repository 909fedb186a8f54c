import type { TSitePlan, TSitePlansResponse } from "@wms/contracts";
import { Link } from "react-router";
import { priceFor } from "../api/use-plans.ts";
import { useLanguage, useT } from "../i18n/i18n-context.tsx";
import "./plan-cards.css";

function PlanCard(props: { plans: TSitePlansResponse; plan: TSitePlan }) {
  const { t, list } = useT("pricing");
  const { language } = useLanguage();
  const { plan } = props;
  const price = priceFor(props.plans, plan, language);
  const limit = plan.limits.reviews_per_export;
  const featured = plan.requires_payment;
  return (
    <article
      className={`plan-card card${featured ? " plan-card--featured" : ""}`}
      data-testid={`plan-${plan.id}`}
    >
      {featured ? <p className="plan-card__badge">{t("popular")}</p> : null}
      <h3 className="plan-card__name">{plan.names[language]}</h3>
      <p className="plan-card__tagline muted">{t(`plans.${plan.id}.tagline`)}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount" data-testid={`price-${plan.id}`}>
          {price.display}
        </span>
        <span className="plan-card__interval muted">{plan.interval ? t("perMonth") : t("free")}</span>
      </p>
      <p className="plan-card__limit">{limit === null ? t("unlimited") : t("limit", { count: limit })}</p>
      <ul className="plan-card__features">
        {list(`plans.${plan.id}.features`).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <Link
        to={`/checkout/${plan.id}`}
        className={`button ${featured ? "button--primary" : "button--ghost"} plan-card__cta`}
      >
        {t(`plans.${plan.id}.cta`)}
      </Link>
    </article>
  );
}

export function PlanCards(props: { plans: TSitePlansResponse }) {
  return (
    <div className="plan-cards">
      {props.plans.plans.map((plan) => (
        <PlanCard key={plan.id} plans={props.plans} plan={plan} />
      ))}
    </div>
  );
}
