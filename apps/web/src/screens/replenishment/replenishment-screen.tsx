import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { PickFacesList } from "./pick-faces-list.tsx";
import { ReplenishmentTasksList } from "./replenishment-tasks-list.tsx";

/**
 * /p/replenishment: pick faces that refill themselves. The faces (a SKU's pick location with its minimum
 * and maximum: set one, change its limits, remove it, make the tasks of a warehouse now) and the tasks
 * (done by scan in a panel, or cancelled with a reason); the tab is kept in ?tab=.
 */
export function ReplenishmentScreen() {
  const { t } = useTranslation();
  return (
    <UrlTabs
      tabs={[
        { key: "faces", label: t("replenishment.tabs.faces"), render: () => <PickFacesList /> },
        { key: "tasks", label: t("replenishment.tabs.tasks"), render: () => <ReplenishmentTasksList /> },
      ]}
    />
  );
}
