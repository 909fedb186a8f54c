import { useT } from "../../i18n/i18n-context.tsx";
import "./config.css";

export function ConfigPage() {
  const { t, list, indexes } = useT("config");
  return (
    <div className="container page">
      <header className="config__head">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1>{t("title")}</h1>
        <p className="page__lead">{t("lead")}</p>
      </header>

      <section
        className="notice notice--warning config__403"
        id="error-403"
        aria-labelledby="error-403-title"
      >
        <h2 id="error-403-title">{t("error403.title")}</h2>
        <p>{t("error403.text")}</p>
        <h3>{t("error403.stepsLabel")}</h3>
        <ol data-testid="guidance-403">
          {list("error403.steps").map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>{t("error403.persist")}</p>
      </section>

      <div className="config__table-wrap">
        <table className="config__table">
          <caption>{t("table.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("table.setting")}</th>
              <th scope="col">{t("table.what")}</th>
              <th scope="col">{t("table.default")}</th>
            </tr>
          </thead>
          <tbody>
            {indexes("settings").map((i) => (
              <tr key={t(`settings.${i}.name`)}>
                <th scope="row">{t(`settings.${i}.name`)}</th>
                <td>{t(`settings.${i}.what`)}</td>
                <td>{t(`settings.${i}.default`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="config__other" aria-labelledby="other-title">
        <h2 id="other-title">{t("other.title")}</h2>
        <dl>
          {indexes("other.items").map((i) => (
            <div key={t(`other.items.${i}.q`)}>
              <dt>{t(`other.items.${i}.q`)}</dt>
              <dd>{t(`other.items.${i}.a`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
