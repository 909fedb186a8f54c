import type { TPackagingMaterial } from "@wms/contracts";
import { Col, Form, Input, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { formatMoney } from "../../components/format.ts";
import { requiredRule, upper } from "./code-rules.ts";
import { useSettingsCrud } from "./settings-crud.tsx";
import { CodeField, NameField, StatusAndRemark } from "./settings-fields.tsx";
import { codeColumn, nameColumn, settingsTable, statusColumn } from "./settings-table.tsx";
import { warehousingApi } from "./warehousing-api.ts";
import { useStatusFilter } from "./warehousing-options.ts";

type TValues = Omit<TPackagingMaterial, "id" | "created_at" | "updated_at">;

/** Mirrors the server: up to 8 digits and 2 decimals (centimetres, grams). */
const measurePattern = /^\d{1,8}(\.\d{1,2})?$/;
const moneyPattern = /^\d{1,10}(\.\d{1,2})?$/;

/** Packaging materials (cartons, bags): dimensions in cm, weight in g, cost per unit. */
export function PackagingTab() {
  const { t } = useTranslation();
  const statusFilter = useStatusFilter();
  const crud = useSettingsCrud<TPackagingMaterial>("warehousing.packaging.create");
  const { current } = crud;
  const initial = useMemo<Partial<TValues>>(
    () => current ?? { currency: "CNY", cost: "0", status: "enabled" },
    [current],
  );
  const measure = (name: "length" | "width" | "height" | "weight", unit: string) => (
    <Col xs={12} sm={6}>
      <Form.Item
        name={name}
        label={t(`warehousing.packaging.${name}`)}
        rules={[requiredRule(t), { pattern: measurePattern, message: t("warehousing.measureFormat") }]}
      >
        <Input inputMode="decimal" suffix={unit} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <DataTable<TPackagingMaterial>
        {...settingsTable(t, "packaging")}
        filters={[statusFilter]}
        actions={() => crud.createButton()}
        columns={[
          codeColumn(t),
          nameColumn(t),
          {
            key: "dimensions",
            title: t("warehousing.packaging.dimensions"),
            render: (_v, p) => `${Number(p.length)} × ${Number(p.width)} × ${Number(p.height)} cm`,
          },
          {
            key: "weight",
            title: t("warehousing.packaging.weight"),
            align: "right",
            render: (_v, p) => `${Number(p.weight)} g`,
          },
          {
            key: "cost",
            title: t("warehousing.packaging.cost"),
            sorter: true,
            align: "right",
            render: (_v, p) => formatMoney(p.cost, p.currency),
          },
          statusColumn(t),
          crud.actionsColumn({ name: (p) => p.code, remove: (p) => warehousingApi.deletePackaging(p.id) }),
        ]}
      />
      <EntityFormModal<TValues>
        {...crud.modal}
        width={640}
        title={t(current ? "warehousing.packaging.edit" : "warehousing.packaging.create")}
        initial={initial}
        testId="packaging-form"
        submit={(v) =>
          current
            ? warehousingApi.updatePackaging({ packaging_material_id: current.id, ...v })
            : warehousingApi.createPackaging(v)
        }
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <CodeField />
          </Col>
          <Col xs={24} sm={12}>
            <NameField />
          </Col>
          {measure("length", "cm")}
          {measure("width", "cm")}
          {measure("height", "cm")}
          {measure("weight", "g")}
          <Col xs={12} sm={8}>
            <Form.Item
              name="cost"
              label={t("warehousing.packaging.cost")}
              rules={[requiredRule(t), { pattern: moneyPattern, message: t("validation.amount") }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              name="currency"
              label={t("warehousing.packaging.currency")}
              normalize={upper}
              rules={[{ pattern: /^[A-Z]{3}$/, message: t("warehousing.currencyFormat") }]}
            >
              <Input maxLength={3} />
            </Form.Item>
          </Col>
          <StatusAndRemark status={{ xs: 24, sm: 8 }} />
        </Row>
      </EntityFormModal>
    </>
  );
}
