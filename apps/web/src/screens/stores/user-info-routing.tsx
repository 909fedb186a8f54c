import { useQuery } from "@tanstack/react-query";
import type { TShopUserInfo } from "@wms/contracts";
import { Col, Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { warehouseOptions } from "../../components/warehouse-options.ts";
import { storesApi, storesKey } from "./stores-api.ts";
import { type TUserInfoValues, withSaved } from "./user-info-rules.ts";

/**
 * Where the shop's orders go, as the drop shipper's order form picks it: one of the provider's
 * warehouses the drop shipper stores in, then an enabled channel of that warehouse (none: chosen per
 * order). A saved choice the lists no longer offer stays shown by name.
 */
export function RoutingFields({ info, providerUuid }: { info: TShopUserInfo; providerUuid: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TUserInfoValues>();
  const warehouseId = Form.useWatch("warehouse_id", form);
  const warehouses = useQuery({
    queryKey: [...storesKey, "warehouses", providerUuid],
    queryFn: () => storesApi.warehouses(providerUuid),
  });
  const channels = useQuery({
    queryKey: [...storesKey, "channels", providerUuid, warehouseId],
    queryFn: () => storesApi.channels({ provider_uuid: providerUuid, warehouse_id: warehouseId }),
    enabled: Boolean(warehouseId),
  });
  const stored = (warehouses.data ?? []).filter((w) => w.selected);
  const channelOptions = (channels.data ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }));
  const unsetHint = t("stores.userInfo.perOrder");
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="warehouse_id" label={t("stores.userInfo.fields.warehouse")} extra={unsetHint}>
          <Select
            allowClear
            loading={warehouses.isFetching}
            placeholder={t("stores.userInfo.notSet")}
            options={withSaved(warehouseOptions(stored), {
              id: info.warehouse_id,
              name: info.warehouse_name,
            })}
            onChange={() => form.setFieldValue("channel_id", undefined)}
            notFoundContent={t("stores.userInfo.noWarehouse")}
            data-testid="user-info-warehouse"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="channel_id" label={t("stores.userInfo.fields.channel")} extra={unsetHint}>
          <Select
            allowClear
            disabled={!warehouseId}
            loading={channels.isFetching}
            placeholder={t(warehouseId ? "stores.userInfo.notSet" : "stores.userInfo.warehouseFirst")}
            options={
              (warehouseId ?? null) === info.warehouse_id
                ? withSaved(channelOptions, { id: info.channel_id, name: info.channel_name })
                : channelOptions
            }
            data-testid="user-info-channel"
          />
        </Form.Item>
      </Col>
    </>
  );
}
