import { Flex } from "antd";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { useArea } from "../../session/use-session.ts";
import { OwnerSelect } from "./owner-select.tsx";
import { ProductsTable } from "./products-table.tsx";

/** Products (/p/product for provider staff, /ds/product for drop shippers, per provider). */
export function ProductsScreen() {
  const area = useArea();
  return area === "ds" ? <ShipperProducts /> : <ProviderProducts />;
}

function ShipperProducts() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("products.noProvider")}>
      {(providerUuid) => <ProductsTable key={providerUuid} scope={{ providerUuid }} staff={false} />}
    </ProviderScoped>
  );
}

function ProviderProducts() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const customerId = typeof params.customer_id === "string" ? params.customer_id : undefined;
  return (
    <Flex vertical gap={16}>
      <OwnerSelect
        allowClear
        value={customerId}
        onChange={(id) => update({ customer_id: id })}
        placeholder={t("products.allOwners")}
        style={{ width: 280 }}
        testId="owner-filter"
      />
      <ProductsTable scope={{}} staff />
    </Flex>
  );
}
