import { useTranslation } from "react-i18next";
import { useCrudList } from "../../components/use-crud-list.tsx";
import { warehousingKey } from "./warehousing-api.ts";

/** `useCrudList` for a warehousing settings tab: a change refreshes every warehousing list. */
export function useSettingsCrud<T>(createKey: string) {
  const { t } = useTranslation();
  return useCrudList<T>({
    queryKey: warehousingKey,
    createLabel: t(createKey),
    deleteTexts: (name) => ({
      confirm: t("warehousing.deleteConfirm", { name }),
      deleted: t("warehousing.deleted", { name }),
    }),
  });
}
