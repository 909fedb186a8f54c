import { useTranslation } from "react-i18next";
import { useCrudList } from "../../components/use-crud-list.tsx";
import { logisticsKey } from "./logistics-api.ts";

/** `useCrudList` for a logistics table: icon-only actions; a change refreshes every logistics list. */
export function useLogisticsCrud<T>(createKey: string) {
  const { t } = useTranslation();
  return useCrudList<T>({
    queryKey: logisticsKey,
    createLabel: t(createKey),
    iconOnly: true,
    deleteTexts: (name) => ({
      confirm: t("logistics.deleteConfirm", { name }),
      deleted: t("logistics.deleted", { name }),
    }),
  });
}
