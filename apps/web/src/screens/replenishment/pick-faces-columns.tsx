import type { TPickFace } from "@wms/contracts";
import { Space, Tag } from "antd";
import type { ColumnsType, ColumnType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { numberColumn, textColumn, twoLineColumn } from "../../components/data-table/columns.tsx";

/**
 * The pick faces' columns: the location over its warehouse, the SKU over its name (in the screen's
 * language, `nameOf`), the owner, the minimum and maximum, what is free at the face (with a "Below
 * minimum" tag) and in storage, the open task's code, then `actions` (edit, delete).
 */
export function pickFacesColumns(
  t: TFunction,
  nameOf: (face: TPickFace) => string,
  actions: ColumnType<TPickFace>,
): ColumnsType<TPickFace> {
  const c = (key: string) => t(`replenishment.fields.${key}`);
  return [
    twoLineColumn<TPickFace>(
      "location_code",
      c("location"),
      (face) => face.location_code,
      (face) => face.warehouse_code,
    ),
    twoLineColumn<TPickFace>("sku", c("sku"), (face) => face.sku, nameOf),
    textColumn<TPickFace>("owner_code", c("owner"), { className: oneLineCell }),
    numberColumn<TPickFace>("min_quantity", c("min")),
    numberColumn<TPickFace>("max_quantity", c("max")),
    numberColumn<TPickFace>("free", c("free"), {
      className: oneLineCell,
      render: (_v, face) => (
        <Space size={4}>
          {face.below_min && (
            <Tag color="orange" data-testid="pick-face-below-min">
              {t("replenishment.faces.belowMin")}
            </Tag>
          )}
          <span>{face.free}</span>
        </Space>
      ),
    }),
    numberColumn<TPickFace>("in_storage", c("inStorage")),
    textColumn<TPickFace>("open_task_code", c("openTask"), {
      className: oneLineCell,
      render: (code: string | null) => code || "—",
    }),
    actions,
  ];
}
