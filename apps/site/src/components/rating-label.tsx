import { useT } from "../i18n/i18n-context.tsx";

/** The 5/5 rating label; the numbers come from GET /api/site/plans. */
export function RatingLabel(props: { score: number; best: number }) {
  const { t } = useT("pricing");
  const stars =
    "★".repeat(Math.round(props.score)) + "☆".repeat(Math.max(0, props.best - Math.round(props.score)));
  return (
    <p className="rating" data-testid="rating">
      <span className="rating__stars" role="img" aria-label={t("ratingStars", props)}>
        {stars}
      </span>
      <span>{t("rating", props)}</span>
    </p>
  );
}
