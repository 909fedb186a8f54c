import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { shopStatuses, type TShop } from "@wms/contracts";
import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DataTable, type TFilter, valuesFilter } from "../../components/data-table/data-table.tsx";
import { customersApi } from "../customers/customers-api.ts";
import { shopColumns } from "./shop-columns.tsx";
import { ShopScreenLinks } from "./shop-screen-links.tsx";
import { storesApi, storesKey } from "./stores-api.ts";
import { UnbindAction } from "./unbind-action.tsx";
import { VerifyAction } from "./verify-action.tsx";

/**
 * Bound Shopify shops: the drop shipper's own with `providerUuid` (bind button; settings, check
 * connection and unbind per active shop), or, without it, every shop of the provider's customers,
 * read-only, with the owner, a customer filter and a link to each shop's user info.
 */
export function StoresTable({ providerUuid }: { providerUuid?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staff = providerUuid === undefined;
  const customers = useQuery({
    queryKey: ["customers", "options"],
    queryFn: () => customersApi.list({ page_size: 200, cur_page: 1 }),
    enabled: staff,
  });
  const customerFilter: TFilter = {
    kind: "select",
    name: "customer_id",
    label: t("stores.customer"),
    width: 200,
    options: (customers.data?.list ?? []).map((o) => ({
      value: o.id,
      label: `${o.owner_code} · ${o.username}`,
    })),
  };
  const bindButton = (testId: string) => (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      data-testid={testId}
      onClick={() => void navigate(`/ds/third-part-key-information?provider_uuid=${providerUuid}`)}
    >
      {t("stores.bindButton")}
    </Button>
  );
  return (
    <DataTable<TShop>
      testId="store-table"
      title={t(staff ? "menu.customerShops" : "menu.storeManagement")}
      queryKey={[...storesKey, "list", providerUuid ?? "tenant"]}
      fetchPage={(p) => storesApi.list({ ...p, provider_uuid: providerUuid })}
      rowKey="shop_id"
      search={{ name: "keyword", placeholder: t("stores.search") }}
      filters={[
        ...(staff ? [customerFilter] : []),
        valuesFilter({ name: "status", label: t("stores.columns.status") }, shopStatuses, (s) =>
          t(`stores.statuses.${s}`),
        ),
      ]}
      emptyText={t(staff ? "stores.emptyStaff" : "stores.empty")}
      emptyAction={staff ? undefined : bindButton("bind-shop-empty")}
      actions={staff ? undefined : () => bindButton("bind-shop-button")}
      columns={shopColumns(t, {
        staff,
        actions: providerUuid
          ? (s) =>
              s.status === "active" && (
                <Flex gap={8} wrap>
                  <ShopScreenLinks shop={s} providerUuid={providerUuid} />
                  <VerifyAction shop={s} providerUuid={providerUuid} />
                  <UnbindAction shop={s} providerUuid={providerUuid} />
                </Flex>
              )
          : (s) => (
              <Flex gap={8} wrap>
                <ShopScreenLinks shop={s} />
              </Flex>
            ),
      })}
    />
  );
}
