import { useT } from "../../i18n/i18n-context.tsx";
import "./legal.css";

type TSection = { heading: string; paragraphs: string[] };

function isSection(value: unknown): value is TSection {
  if (!value || typeof value !== "object") return false;
  const v = value as Partial<TSection>;
  return typeof v.heading === "string" && Array.isArray(v.paragraphs);
}

/** Terms of service and privacy policy: the same layout, the text from the namespace. */
export function LegalPage(props: { ns: "tos" | "privacy" }) {
  const { t, list, value } = useT(props.ns);
  const raw = value("sections");
  const sections = Array.isArray(raw) ? raw.filter(isSection) : [];
  return (
    <article className="container page page__narrow legal">
      <h1>{t("title")}</h1>
      <p className="muted">{t("updated")}</p>
      {list("intro").map((p) => (
        <p key={p} className="page__lead">
          {p}
        </p>
      ))}
      {sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
