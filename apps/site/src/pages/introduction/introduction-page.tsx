import { Link } from "react-router";
import { useT } from "../../i18n/i18n-context.tsx";
import "./introduction.css";
import {
  CollectFigure,
  ExportFigure,
  FilterFigure,
  InstallFigure,
  OpenShopFigure,
  ProgressFigure,
} from "./step-illustrations.tsx";

const figures = [
  { id: "install", Figure: InstallFigure },
  { id: "open", Figure: OpenShopFigure },
  { id: "collect", Figure: CollectFigure },
  { id: "filter", Figure: FilterFigure },
  { id: "progress", Figure: ProgressFigure },
  { id: "export", Figure: ExportFigure },
];

export function IntroductionPage() {
  const { t, list } = useT("introduction");
  return (
    <div className="container page">
      <header className="intro__head">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1>{t("title")}</h1>
        <p className="page__lead">{t("lead")}</p>
      </header>
      <ol className="intro__steps">
        {figures.map(({ id, Figure }, i) => (
          <li key={id} className="intro__step">
            <div className="intro__text">
              <p className="intro__number">{t("stepLabel", { n: i + 1, total: figures.length })}</p>
              <h2>{t(`steps.${i}.title`)}</h2>
              {list(`steps.${i}.text`).map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <Figure label={t(`steps.${i}.figure`)} />
          </li>
        ))}
      </ol>
      <section className="card intro__tips" aria-labelledby="tips-title">
        <h2 id="tips-title">{t("tips.title")}</h2>
        <ul>
          {list("tips.items").map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p>
          <Link to="/tools/config">{t("tips.config")}</Link>
        </p>
      </section>
      <div className="intro__cta">
        <Link to="/checkout/free" className="button button--primary">
          {t("cta.free")}
        </Link>
        <Link to="/#pricing" className="button button--ghost">
          {t("cta.pricing")}
        </Link>
      </div>
    </div>
  );
}
