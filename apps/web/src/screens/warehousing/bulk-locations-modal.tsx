import { useMutation } from "@tanstack/react-query";
import { bulkLocationMax, locationTypes, type TLocationPreview } from "@wms/contracts";
import {
  Alert,
  App,
  Button,
  Checkbox,
  Col,
  Flex,
  Form,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { requiredRule } from "./code-rules.ts";
import { LocationPreviewPanel } from "./location-preview-panel.tsx";
import { warehousingApi } from "./warehousing-api.ts";
import { usePartitionOptions, useStatusOptions, useWarehouseOptions } from "./warehousing-options.ts";

type TRange = { from: number; to: number; width: number };
type TValues = {
  warehouse_id?: string;
  partition_id: string;
  shelves: TRange;
  levels: TRange;
  use_positions: boolean;
  positions: TRange;
  separator: "-" | "." | "_" | "";
  type: (typeof locationTypes)[number];
  status: "enabled" | "disabled";
  skip_existing: boolean;
};

const initialValues: Omit<TValues, "partition_id"> = {
  shelves: { from: 1, to: 20, width: 2 },
  levels: { from: 1, to: 5, width: 2 },
  use_positions: false,
  positions: { from: 1, to: 4, width: 2 },
  separator: "-",
  type: "storage",
  status: "enabled",
  skip_existing: false,
};

const bodyOf = ({ warehouse_id: _w, use_positions, positions, ...v }: TValues) => ({
  ...v,
  positions: use_positions ? positions : null,
});

/**
 * Bulk creation from a pattern (zone × shelves × levels × positions). The server previews first; Create
 * is offered only for the previewed pattern, and writes all locations or none (at most 5000).
 */
export function BulkLocationsModal(props: {
  open: boolean;
  defaults: { warehouse_id?: string; partition_id?: string };
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const warehouses = useWarehouseOptions();
  const statusOptions = useStatusOptions();
  const warehouseId = Form.useWatch("warehouse_id", form);
  const usePositions = Form.useWatch("use_positions", form);
  const partitions = usePartitionOptions(warehouseId);
  const [preview, setPreview] = useState<{ key: string; data: TLocationPreview } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { open, defaults } = props;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      ...initialValues,
      warehouse_id: defaults.warehouse_id ?? warehouses[0]?.value,
      partition_id: defaults.partition_id,
    });
    setPreview(null);
    setProblem(null);
    // warehouses only fills the default once loaded; reopening resets
  }, [open, defaults.warehouse_id, defaults.partition_id, form, warehouses[0]?.value]);

  const fail = (error: unknown) => {
    if (error instanceof ApiError) setProblem(error.message);
    else setProblem(t("common.operationFailed"));
  };
  const runPreview = useMutation({
    mutationFn: (v: TValues) => warehousingApi.previewLocations(bodyOf(v)),
    onMutate: () => setProblem(null),
    onSuccess: (data, v) => setPreview({ key: JSON.stringify(bodyOf(v)), data }),
    onError: (error) => {
      setPreview(null);
      fail(error);
    },
  });
  const create = useMutation({
    mutationFn: (v: TValues) => warehousingApi.bulkCreateLocations(bodyOf(v)),
    onSuccess: (result) => {
      void message.success(
        t("warehousing.bulk.created", { created: result.created, shelves: result.shelves_created }),
      );
      props.onCreated();
      props.onClose();
    },
    onError: fail,
  });
  const values = Form.useWatch([], form) as TValues | undefined;
  const current = values?.partition_id ? JSON.stringify(bodyOf(values)) : "";
  const previewed = preview && preview.key === current ? preview.data : null;
  const range = (name: "shelves" | "levels" | "positions", disabled = false) => (
    <Flex gap={8}>
      {(["from", "to", "width"] as const).map((part) => (
        <Form.Item
          key={part}
          name={[name, part]}
          noStyle
          rules={[{ required: !disabled, message: t("validation.required") }]}
        >
          <InputNumber
            min={part === "width" ? 1 : 0}
            max={part === "width" ? 4 : 9999}
            precision={0}
            disabled={disabled}
            prefix={<Typography.Text type="secondary">{t(`warehousing.bulk.${part}`)}</Typography.Text>}
            aria-label={`${t(`warehousing.bulk.${name}`)} ${t(`warehousing.bulk.${part}`)}`}
            style={{ flex: 1 }}
          />
        </Form.Item>
      ))}
    </Flex>
  );

  return (
    <Modal
      open={open}
      width={760}
      title={t("warehousing.bulk.title")}
      onCancel={props.onClose}
      data-testid="bulk-locations"
      footer={[
        <Button key="cancel" onClick={props.onClose}>
          {t("common.cancel")}
        </Button>,
        <Button
          key="preview"
          loading={runPreview.isPending}
          onClick={() =>
            form.validateFields().then(
              (v) => runPreview.mutate(v),
              () => undefined,
            )
          }
        >
          {t("warehousing.bulk.preview")}
        </Button>,
        <Button
          key="create"
          type="primary"
          disabled={!previewed || previewed.new_count === 0}
          loading={create.isPending}
          onClick={() =>
            form.validateFields().then(
              (v) => create.mutate(v),
              () => undefined,
            )
          }
        >
          {previewed
            ? t("warehousing.bulk.createCount", { count: previewed.new_count })
            : t("warehousing.bulk.create")}
        </Button>,
      ]}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t("warehousing.bulk.hint", { max: bulkLocationMax })}
      />
      <Form<TValues> form={form} layout="vertical">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="warehouse_id"
              label={t("warehousing.fields.warehouse")}
              rules={[requiredRule(t)]}
            >
              <Select options={warehouses} onChange={() => form.setFieldValue("partition_id", undefined)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="partition_id" label={t("warehousing.bulk.zone")} rules={[requiredRule(t)]}>
              <Select options={partitions} notFoundContent={t("warehousing.partitions.empty")} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t("warehousing.bulk.shelves")} required>
              {range("shelves")}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t("warehousing.bulk.levels")} required>
              {range("levels")}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={
                <Space>
                  {t("warehousing.bulk.positions")}
                  <Form.Item name="use_positions" valuePropName="checked" noStyle>
                    <Switch size="small" aria-label={t("warehousing.bulk.usePositions")} />
                  </Form.Item>
                </Space>
              }
            >
              {range("positions", !usePositions)}
            </Form.Item>
          </Col>
          <Col xs={8} md={3}>
            <Form.Item name="separator" label={t("warehousing.bulk.separator")}>
              <Select
                options={["-", ".", "_", ""].map((value) => ({
                  value,
                  label: value === "" ? t("warehousing.bulk.noSeparator") : value,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={8} md={5}>
            <Form.Item name="type" label={t("warehousing.fields.type")}>
              <Select
                popupMatchSelectWidth={false}
                options={locationTypes.map((value) => ({
                  value,
                  label: t(`warehousing.locationTypes.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={8} md={4}>
            <Form.Item name="status" label={t("warehousing.fields.status")}>
              <Select options={statusOptions} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="skip_existing" valuePropName="checked" style={{ marginBottom: 12 }}>
              <Checkbox>
                <Space size={4}>
                  {t("warehousing.bulk.skipExisting")}
                  <Typography.Text type="secondary">{t("warehousing.bulk.skipExistingHint")}</Typography.Text>
                </Space>
              </Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {preview && !previewed && !problem && (
        <Alert type="warning" showIcon message={t("warehousing.bulk.stale")} />
      )}
      {previewed && <LocationPreviewPanel preview={previewed} />}
    </Modal>
  );
}
