import { Link } from "react-router";
import { type TPlansState, usePlans } from "../../api/use-plans.ts";
import { ApiErrorNotice } from "../../components/api-error-notice.tsx";
import { PlanCards } from "../../components/plan-cards.tsx";
import { RatingLabel } from "../../components/rating-label.tsx";
import { useT } from "../../i18n/i18n-context.tsx";
import { FeatureIcon } from "./feature-icon.tsx";
import { HeroIllustration } from "./hero-illustration.tsx";
import { LandingSection } from "./landing-section.tsx";
import "./landing.css";

const featureKeys = ["collect", "export", "filter", "gentle", "private", "bilingual"] as const;

function Hero(props: { plans: TPlansState }) {
  const { t } = useT("landing");
  const { plans } = props;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow">{t("hero.eyebrow")}</p>
          <h1 id="hero-title">{t("hero.title")}</h1>
          <p className="hero__lead">{t("hero.lead")}</p>
          <div className="hero__actions">
            <Link to="/checkout/free" className="button button--primary">
              {t("hero.primary")}
            </Link>
            <Link to="/esty-introduction" className="button button--ghost">
              {t("hero.secondary")}
            </Link>
          </div>
          <div className="hero__meta">
            {plans.status === "ready" ? <RatingLabel {...plans.data.rating} /> : <p className="rating" />}
            <p className="muted">{t("hero.note")}</p>
          </div>
        </div>
        <HeroIllustration label={t("hero.figure")} />
      </div>
    </section>
  );
}

function Features() {
  const { t } = useT("landing");
  return (
    <LandingSection
      name="features"
      anchor
      eyebrow={t("features.eyebrow")}
      title={t("features.title")}
      lead={t("features.subtitle")}
    >
      <ul className="features">
        {featureKeys.map((key) => (
          <li key={key} className="feature">
            <FeatureIcon name={key} />
            <h3>{t(`features.items.${key}.title`)}</h3>
            <p className="muted">{t(`features.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function Steps() {
  const { t, indexes } = useT("landing");
  return (
    <LandingSection name="steps" soft eyebrow={t("steps.eyebrow")} title={t("steps.title")}>
      <ol className="steps">
        {indexes("steps.items").map((i) => (
          <li key={i} className="step card">
            <span className="step__number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{t(`steps.items.${i}.title`)}</h3>
            <p className="muted">{t(`steps.items.${i}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className="steps__more">
        <Link to="/esty-introduction">{t("steps.more")}</Link>
      </p>
    </LandingSection>
  );
}

function Pricing(props: { plans: TPlansState; retry(): void }) {
  const { t } = useT("pricing");
  const { plans } = props;
  return (
    <LandingSection name="pricing" anchor eyebrow={t("eyebrow")} title={t("title")} lead={t("subtitle")}>
      {plans.status === "ready" ? (
        <>
          {plans.data.payments_available ? null : (
            <p className="notice notice--warning pricing__notice" data-testid="pricing-unavailable">
              {t("unavailable")}
            </p>
          )}
          <PlanCards plans={plans.data} />
        </>
      ) : (
        <div className="plan-cards__placeholder">
          {plans.status === "loading" ? (
            <span className="spinner" role="status" aria-label={t("loading")} />
          ) : (
            <ApiErrorNotice error={plans.error} title={t("error")} onRetry={props.retry} />
          )}
        </div>
      )}
    </LandingSection>
  );
}

function Faq() {
  const { t, indexes } = useT("landing");
  return (
    <LandingSection name="faq" soft className="faq" eyebrow={t("faq.eyebrow")} title={t("faq.title")}>
      {indexes("faq.items").map((i) => (
        <details key={i} className="faq__item">
          <summary>{t(`faq.items.${i}.q`)}</summary>
          <p>{t(`faq.items.${i}.a`)}</p>
          {t(`faq.items.${i}.link`) === "config" ? (
            <Link to="/tools/config">{t("faq.configLink")}</Link>
          ) : null}
        </details>
      ))}
    </LandingSection>
  );
}

export function LandingPage() {
  const { t } = useT("landing");
  const { state, retry } = usePlans();
  return (
    <>
      <Hero plans={state} />
      <Features />
      <Steps />
      <Pricing plans={state} retry={retry} />
      <Faq />
      <section className="section cta" aria-labelledby="cta-title">
        <div className="container cta__inner">
          <h2 id="cta-title">{t("cta.title")}</h2>
          <p>{t("cta.text")}</p>
          <Link to="/checkout/free" className="button button--primary">
            {t("cta.button")}
          </Link>
        </div>
      </section>
    </>
  );
}
