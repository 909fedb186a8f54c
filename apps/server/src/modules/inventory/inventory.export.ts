import { exportTime, type TExportSource } from "../../kernel/documents/exports.ts";
import { countInventory, inventoryPage, type TInventoryFilters } from "./inventory.queries.ts";

/** Inventory statistics as a spreadsheet (one row per SKU and owner), with the list's filters. */
function filtersOf(raw: Record<string, string>): TInventoryFilters {
  return {
    warehouse_id: raw.warehouse_id || undefined,
    customer_id: raw.customer_id || undefined,
    keyword: raw.keyword || undefined,
    low_stock: raw.low_stock === "true",
    sort: "sku",
    order: "asc",
  };
}

export const inventoryExport: TExportSource = {
  kind: "inventory",
  name: { en_us: "Inventory export", zh_cn: "库存导出" },
  roles: ["provider", "operator", "dropShipper"],
  columns: [
    { key: "sku", header: { en_us: "SKU", zh_cn: "SKU" } },
    { key: "barcode", header: { en_us: "Barcode", zh_cn: "条码" } },
    { key: "name_en", header: { en_us: "Name", zh_cn: "英文名称" }, width: 30 },
    { key: "name_cn", header: { en_us: "Chinese name", zh_cn: "中文名称" }, width: 30 },
    { key: "owner_code", header: { en_us: "Owner code", zh_cn: "货主编码" } },
    { key: "total", header: { en_us: "Total", zh_cn: "总库存" }, width: 12 },
    { key: "available", header: { en_us: "Available", zh_cn: "可用库存" }, width: 12 },
    { key: "defective", header: { en_us: "Defective", zh_cn: "次品" }, width: 12 },
    { key: "defective_locations", header: { en_us: "Defect locations", zh_cn: "次品库位" }, width: 16 },
    { key: "unsellable", header: { en_us: "Other not sellable", zh_cn: "其他不可售" }, width: 14 },
    { key: "draft_occupied", header: { en_us: "Draft occupied", zh_cn: "草稿占用" }, width: 14 },
    { key: "unpicked_occupied", header: { en_us: "Unpicked occupied", zh_cn: "待拣货占用" }, width: 14 },
    { key: "picking_occupied", header: { en_us: "Picking occupied", zh_cn: "拣货中占用" }, width: 14 },
    { key: "locations", header: { en_us: "Locations", zh_cn: "库位数" }, width: 10 },
    { key: "warning_quantity", header: { en_us: "Warning quantity", zh_cn: "库存预警数量" }, width: 14 },
    { key: "nearest_expiry_date", header: { en_us: "Nearest expiry", zh_cn: "最近到期日" }, width: 14 },
    { key: "first_inbound_at", header: { en_us: "Inbound time", zh_cn: "入库时间" }, width: 22 },
  ],
  count: (db, tenant, filters) => countInventory(db, tenant, filtersOf(filters)),
  async page(db, tenant, filters, after, limit) {
    const rows = await inventoryPage(db, tenant, { ...filtersOf(filters), after }, limit);
    return {
      rows: rows.map((r) => ({
        sku: r.sku,
        barcode: r.barcode,
        name_en: r.name_en,
        name_cn: r.name_cn,
        owner_code: r.owner_code,
        total: r.total,
        available: r.available,
        defective: r.defective,
        defective_locations: r.defective_locations,
        unsellable: r.unsellable,
        draft_occupied: r.draft_occupied,
        unpicked_occupied: r.unpicked_occupied,
        picking_occupied: r.picking_occupied,
        locations: r.locations,
        warning_quantity: r.warning_quantity,
        nearest_expiry_date: r.nearest_expiry_date,
        first_inbound_at: exportTime(r.first_inbound_at ? new Date(r.first_inbound_at * 1000) : null),
      })),
      cursor: rows.length === limit ? (rows.at(-1)?.variant_id ?? null) : null,
    };
  },
};
