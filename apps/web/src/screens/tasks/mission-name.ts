import type { TMission } from "@wms/contracts";
import type { i18n as TI18n } from "i18next";

/** The catalogue key of a mission kind ("export:products" -> tasks.kinds.export_products; ":" splits namespaces). */
const kindKey = (kind: string) => `tasks.kinds.${kind.replace(/[^A-Za-z0-9]/g, "_")}`;

/**
 * A task's name in the reader's language. The server stores it in the language of whoever started it, so a
 * known kind is named from the catalogue (an import keeps its file name: "Product import: stock.xlsx");
 * a kind the catalogue does not know yet keeps the stored name.
 */
export function missionName(i18n: TI18n, mission: Pick<TMission, "kind" | "name">): string {
  const key = kindKey(mission.kind);
  if (!i18n.exists(key)) return mission.name;
  const file = mission.kind.startsWith("import:") ? fileOf(mission.name) : "";
  return i18n.t(key, { file });
}

/** The file name of a stored import name, "Product import: stock.xlsx" or "商品导入：stock.xlsx". */
function fileOf(name: string): string {
  const match = name.match(/^[^:：]*[:：]\s*(.*)$/);
  return match?.[1] ?? "";
}
