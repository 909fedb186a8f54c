import { vasFeeKinds } from "@wms/contracts";
import { Alert, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { VasList } from "./vas-list.tsx";

/** What the work is and how billing charges it: per unit done, at the rate card's labelling and kitting rates. */
function VasHelp({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const rates = {
    labelling: t(`billing.kinds.${vasFeeKinds.labelling}`),
    kitting: t(`billing.kinds.${vasFeeKinds.kitting}`),
  };
  return (
    <Alert
      type="info"
      showIcon
      data-testid="vas-help"
      title={t(staff ? "vas.help.staff" : "vas.help.shipper", rates)}
    />
  );
}

/** /p/vas: the customers' labelling and kitting work orders, created, done or cancelled by the staff. */
export function PVasScreen() {
  return (
    <Flex vertical gap={16}>
      <VasHelp staff />
      <VasList staff />
    </Flex>
  );
}

/** /ds/vas: the drop shipper's work orders with the provider in scope: ask for work, cancel it while requested. */
export function DsVasScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("vas.noProvider")}>
      {(providerUuid) => (
        <>
          <VasHelp staff={false} />
          <VasList staff={false} providerUuid={providerUuid} />
        </>
      )}
    </ProviderScoped>
  );
}
