import { useQuery } from "@tanstack/react-query";
import { carrierKinds, channelCodePattern, type TChannel } from "@wms/contracts";
import { Col, Form, Input, Row, Select, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EnabledSwitchField } from "../../components/enabled-switch-field.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { type TTariffValues, toTariff } from "./channel-tariff.ts";
import { ChannelTariffFields } from "./channel-tariff-fields.tsx";
import { logisticsApi, logisticsKey } from "./logistics-api.ts";
import { TrackingLink } from "./tracking-link.tsx";

type TValues = {
  name: string;
  code: string;
  internal_channel_id?: string;
  warehouse_id: string;
  packaging_material_id?: string | null;
  carrier_kind: TChannel["carrier_kind"];
  tariff?: TTariffValues | null;
  api_account_id?: string | null;
  track_url_id?: string | null;
  enabled: boolean;
};

/** Pickers of the form: the provider's API accounts, packaging and every track URL it may use. */
function useChannelOptions(open: boolean) {
  const { i18n } = useTranslation();
  const zh = i18n.language.startsWith("zh");
  const apis = useQuery({
    queryKey: [...logisticsKey, "api-names"],
    queryFn: logisticsApi.apiNames,
    enabled: open,
  });
  const packaging = useQuery({
    queryKey: [...logisticsKey, "packaging"],
    queryFn: logisticsApi.packaging,
    enabled: open,
  });
  const urls = useQuery({
    queryKey: [...logisticsKey, "url-options"],
    queryFn: () => logisticsApi.trackUrls({ page_size: 200, cur_page: 1 }),
    enabled: open,
  });
  return {
    apis: (apis.data ?? []).map((a) => ({ value: a.id, label: a.name })),
    packaging: (packaging.data?.list ?? []).map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` })),
    urls: (urls.data?.list ?? []).map((u) => ({
      value: u.id,
      label: zh ? u.name_cn : u.name_en,
      url: u.url,
    })),
  };
}

export function ChannelFormModal(props: {
  target: TChannel | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const editing = props.target && props.target !== "new" ? props.target : null;
  const warehouses = useWarehouseOptions();
  const options = useChannelOptions(!!props.target);
  const trackUrlId = Form.useWatch("track_url_id", form);
  const template = options.urls.find((u) => u.value === trackUrlId)?.url;
  const initial = useMemo<Partial<TValues>>(
    () =>
      editing
        ? { ...editing, tariff: editing.tariff ?? undefined, enabled: editing.status === "enabled" }
        : { enabled: true, carrier_kind: "manual" },
    [editing],
  );
  const save = ({ enabled, ...v }: TValues) => {
    const status: TChannel["status"] = enabled ? "enabled" : "disabled";
    const body = {
      ...v,
      internal_channel_id: v.internal_channel_id ?? "",
      packaging_material_id: v.packaging_material_id ?? null,
      api_account_id: v.api_account_id ?? null,
      track_url_id: v.track_url_id ?? null,
      tariff: toTariff(v.tariff),
      status,
    };
    return editing
      ? logisticsApi.updateChannel({ ...body, channel_id: editing.id })
      : logisticsApi.createChannel(body);
  };
  const required = { required: true, message: t("validation.required") };
  return (
    <EntityFormModal<TValues>
      open={!!props.target}
      form={form}
      title={t(editing ? "logistics.channels.edit" : "logistics.channels.create")}
      initial={initial}
      submit={save}
      onClose={props.onClose}
      onSaved={props.onSaved}
      width={720}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="name"
            label={t("logistics.channels.name")}
            rules={[{ ...required, whitespace: true }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="code"
            label={t("logistics.channels.code")}
            normalize={(v: string) => v?.toUpperCase()}
            rules={[required, { pattern: channelCodePattern, message: t("logistics.codeFormat") }]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="internal_channel_id" label={t("logistics.channels.internalId")}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="warehouse_id" label={t("logistics.channels.warehouse")} rules={[required]}>
            <Select options={warehouses} showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="carrier_kind"
            label={t("logistics.channels.carrierKind")}
            rules={[required]}
            extra={t("logistics.channels.carrierHint")}
          >
            <Select
              options={carrierKinds.map((value) => ({ value, label: t(`logistics.carriers.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="api_account_id" label={t("logistics.channels.apiAccount")}>
            <Select options={options.apis} allowClear showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="packaging_material_id" label={t("logistics.channels.packaging")}>
            <Select options={options.packaging} allowClear showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="track_url_id"
            label={t("logistics.channels.trackUrl")}
            extra={
              template && (
                <Typography.Text type="secondary">
                  {t("logistics.channels.example")}{" "}
                  <TrackingLink template={template} trackingNumber="LP00123456789CN" />
                </Typography.Text>
              )
            }
          >
            <Select options={options.urls} allowClear showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <EnabledSwitchField label={t("logistics.channels.status")} statusKey="logistics.statuses" />
        </Col>
      </Row>
      <ChannelTariffFields open={!!props.target} />
    </EntityFormModal>
  );
}
