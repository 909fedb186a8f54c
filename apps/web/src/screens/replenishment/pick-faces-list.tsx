import type { TPickFace } from "@wms/contracts";
import { Flex, Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { useCrudList } from "../../components/use-crud-list.tsx";
import { warehouseSelectFilter } from "../../components/warehouse-options.ts";
import { useNameOf } from "../home/dashboard-lists.tsx";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { PickFaceFormModal } from "./pick-face-form-modal.tsx";
import { pickFacesColumns } from "./pick-faces-columns.tsx";
import { ReplenishNowButton } from "./replenish-now-button.tsx";
import { replenishmentApi, replenishmentKey } from "./replenishment-api.ts";

/** Which faces the list shows: all of them, or those below their minimum (`?below_min=true`). */
const levelChoices = ["all", "below"] as const;
type TLevelChoice = (typeof levelChoices)[number];

const textParam = (value: string | number | undefined) => (typeof value === "string" ? value : undefined);

/**
 * The pick faces: searched by SKU, barcode or location, filtered by warehouse and to those below their
 * minimum, paged on the server. "New pick face" sets one, a row's buttons change its limits or remove it,
 * "Replenish now" makes the tasks of the chosen warehouse's faces below their minimum.
 */
export function PickFacesList() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const warehouses = useWarehouseOptions();
  const nameOf = useNameOf();
  const crud = useCrudList<TPickFace>({
    queryKey: replenishmentKey,
    createLabel: t("replenishment.faces.create"),
    iconOnly: true,
    deleteTexts: (name) => ({
      confirm: t("replenishment.faces.deleteConfirm", { name }),
      deleted: t("replenishment.faces.deleted", { name }),
    }),
  });
  const warehouseId = textParam(params.warehouse_id);
  const level: TLevelChoice = params.below_min === "true" ? "below" : "all";
  const f = (key: string) => t(`replenishment.faces.${key}`);
  return (
    <Flex vertical gap={12}>
      <div>
        <Segmented<TLevelChoice>
          aria-label={f("level")}
          value={level}
          onChange={(next) => update({ below_min: next === "below" ? "true" : undefined })}
          options={levelChoices.map((value) => ({ value, label: f(`levels.${value}`) }))}
          data-testid="pick-faces-level"
        />
      </div>
      <DataTable<TPickFace>
        testId="pick-faces"
        title={f("title")}
        queryKey={[...replenishmentKey, "faces"]}
        fetchPage={(p) =>
          replenishmentApi.faces({
            warehouse_id: textParam(p.warehouse_id),
            keyword: textParam(p.keyword),
            below_min: level === "below" ? true : undefined,
            cur_page: p.cur_page,
            page_size: p.page_size,
          })
        }
        rowKey="id"
        search={{ name: "keyword", placeholder: f("search") }}
        filters={[warehouseSelectFilter(t("replenishment.fields.warehouse"), warehouses, 200)]}
        narrowedBy={["below_min"]}
        actions={() => (
          <>
            <ReplenishNowButton warehouseId={warehouseId} onChosen={(id) => update({ warehouse_id: id })} />
            <span data-testid="pick-face-create">{crud.createButton()}</span>
          </>
        )}
        emptyText={f("empty")}
        columns={pickFacesColumns(
          t,
          nameOf,
          crud.actionsColumn({
            name: (face) => t("replenishment.faces.name", { sku: face.sku, location: face.location_code }),
            remove: (face) => replenishmentApi.deleteFace({ id: face.id }),
          }),
        )}
      />
      <PickFaceFormModal
        face={crud.editing}
        warehouseId={warehouseId}
        onClose={crud.modal.onClose}
        onSaved={crud.refresh}
      />
    </Flex>
  );
}
