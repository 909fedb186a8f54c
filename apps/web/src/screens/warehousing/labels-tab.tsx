import { StarFilled } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { labelFields, type TLabelTemplate, textCaps } from "@wms/contracts";
import {
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { numberColumn } from "../../components/data-table/columns.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { requiredRule } from "./code-rules.ts";
import { useSettingsCrud } from "./settings-crud.tsx";
import { NameField } from "./settings-fields.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";

type TValues = Omit<TLabelTemplate, "id" | "created_at" | "updated_at">;

/**
 * Product label templates (customer-settings/print-label-info-list). The server answers the whole
 * (short) list, so search and sorting happen here.
 */
export function LabelsTab() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const crud = useSettingsCrud<TLabelTemplate>("warehousing.labels.create");
  const { current } = crud;
  const list = useQuery({ queryKey: [...warehousingKey, "labels"], queryFn: warehousingApi.labels });
  const initial = useMemo<Partial<TValues>>(
    () =>
      current ?? {
        width_mm: 60,
        height_mm: 40,
        fields: ["barcode", "sku", "name_en"],
        barcode_source: "sku",
        copies: 1,
        is_default: false,
      },
    [current],
  );
  const needle = keyword.trim().toLowerCase();
  const rows = (list.data ?? []).filter((l) => !needle || l.name.toLowerCase().includes(needle));
  const mm = (name: "width_mm" | "height_mm") => (
    <Col xs={12} sm={8}>
      <Form.Item name={name} label={t(`warehousing.labels.${name}`)} rules={[requiredRule(t)]}>
        <InputNumber min={20} max={200} precision={0} suffix="mm" style={{ width: "100%" }} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Card data-testid="labels-table">
        <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            maxLength={textCaps.keyword}
            placeholder={t("warehousing.labels.search")}
            aria-label={t("warehousing.labels.search")}
            style={{ width: 260 }}
            onSearch={setKeyword}
            onChange={(e) => e.target.value === "" && setKeyword("")}
          />
          {crud.createButton()}
        </Flex>
        <Table<TLabelTemplate>
          rowKey="id"
          loading={list.isPending}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20 } : false}
          locale={{ emptyText: <Empty description={t("warehousing.labels.empty")} /> }}
          scroll={{ x: "max-content" }}
          columns={[
            {
              key: "name",
              title: t("warehousing.fields.name"),
              sorter: (a, b) => a.name.localeCompare(b.name),
              render: (_v, l) => (
                <Space>
                  {l.name}
                  {l.is_default && (
                    <Tag icon={<StarFilled />} color="processing">
                      {t("warehousing.labels.default")}
                    </Tag>
                  )}
                </Space>
              ),
            },
            {
              key: "size",
              title: t("warehousing.labels.size"),
              render: (_v, l) => `${l.width_mm} × ${l.height_mm} mm`,
            },
            {
              key: "fields",
              title: t("warehousing.labels.fields"),
              render: (_v, l) => (
                <Flex wrap gap={4}>
                  {l.fields.map((f) => (
                    <Tag key={f}>{t(`warehousing.labels.fieldNames.${f}`)}</Tag>
                  ))}
                </Flex>
              ),
            },
            {
              key: "barcode_source",
              title: t("warehousing.labels.barcodeSource"),
              render: (_v, l) => t(`warehousing.labels.fieldNames.${l.barcode_source}`),
            },
            numberColumn("copies", t("warehousing.labels.copies")),
            crud.actionsColumn({ name: (l) => l.name, remove: (l) => warehousingApi.deleteLabel(l.id) }),
          ]}
        />
      </Card>
      <EntityFormModal<TValues>
        {...crud.modal}
        title={t(current ? "warehousing.labels.edit" : "warehousing.labels.create")}
        initial={initial}
        testId="label-form"
        submit={(v) =>
          current
            ? warehousingApi.updateLabel({ label_template_id: current.id, ...v })
            : warehousingApi.createLabel(v)
        }
      >
        <Row gutter={16}>
          <Col span={24}>
            <NameField />
          </Col>
          {mm("width_mm")}
          {mm("height_mm")}
          <Col xs={24} sm={8}>
            <Form.Item name="copies" label={t("warehousing.labels.copies")} rules={[requiredRule(t)]}>
              <InputNumber min={1} max={100} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="fields"
              label={t("warehousing.labels.fields")}
              tooltip={t("warehousing.labels.fieldsHint")}
              rules={[
                { required: true, type: "array", min: 1, message: t("warehousing.labels.fieldsRequired") },
              ]}
            >
              <Select
                mode="multiple"
                options={labelFields.map((value) => ({
                  value,
                  label: t(`warehousing.labels.fieldNames.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="barcode_source" label={t("warehousing.labels.barcodeSource")}>
              <Select
                options={(["sku", "barcode"] as const).map((value) => ({
                  value,
                  label: t(`warehousing.labels.fieldNames.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="is_default" valuePropName="checked" label={t("warehousing.labels.default")}>
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </EntityFormModal>
    </>
  );
}
