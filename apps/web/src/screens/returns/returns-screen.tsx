import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { ReturnBench } from "./return-bench.tsx";
import { ReturnsList } from "./returns-list.tsx";
import { UnidentifiedList } from "./unidentified-list.tsx";

/**
 * /p/returns: the customers' RMAs (raise one for a customer, receive, inspect, finish, close), the receiving
 * bench (scan a parcel, receive it or record it as unidentified) and the unidentified parcels to give to a
 * customer; the tab is kept in ?tab=.
 */
export function PReturnsScreen() {
  const { t } = useTranslation();
  return (
    <UrlTabs
      tabs={[
        { key: "returns", label: t("returns.tabs.returns"), render: () => <ReturnsList staff /> },
        { key: "receive", label: t("returns.tabs.receive"), render: () => <ReturnBench /> },
        { key: "unidentified", label: t("returns.tabs.unidentified"), render: () => <UnidentifiedList /> },
      ]}
    />
  );
}

/** /ds/returns: the drop shipper's RMAs with the provider in scope: raise one, add its tracking, cancel it. */
export function DsReturnsScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("returns.noProvider")}>
      {(providerUuid) => <ReturnsList staff={false} providerUuid={providerUuid} />}
    </ProviderScoped>
  );
}
