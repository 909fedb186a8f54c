import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { CountBench } from "./count-bench.tsx";
import { CountPlansList } from "./count-plans-list.tsx";
import { CountReviewList } from "./count-review-list.tsx";

/**
 * /p/counts: cycle counts that never stop the floor. The plans (plan one, follow its progress, cancel
 * it), the floor's blind count by scan (`?plan=` and `?walk=` choose what to count) and the review of the
 * variances (approve or send back); the tab is kept in ?tab=.
 */
export function CountsScreen() {
  const { t } = useTranslation();
  return (
    <UrlTabs
      tabs={[
        { key: "plans", label: t("counts.tabs.plans"), render: () => <CountPlansList /> },
        { key: "count", label: t("counts.tabs.count"), render: () => <CountBench /> },
        { key: "review", label: t("counts.tabs.review"), render: () => <CountReviewList /> },
      ]}
    />
  );
}
