import type { TReturnIdRequest } from "@wms/contracts";
import { messages } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { renderLabels } from "../../kernel/documents/pdf-labels.ts";
import { detailOf, ownerOf } from "./returns.service.ts";

/** The SKU lines one slip lists before "and N more". */
const slipLines = 10;

const both = (key: "returns.slipTitle" | "returns.slipInstruction") => [
  messages[key].en_us,
  messages[key].zh_cn,
];

/**
 * returns/print-return-slip: an A6 page to put in the parcel, the RMA's code as a Code128 barcode (what the
 * returns bench scans) over its facts, in English and Chinese (the Chinese lines are left out on a machine
 * without a CJK font; the English ones always print).
 */
export async function printReturnSlip(db: Db, scope: AccessScope, input: TReturnIdRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  const r = await detailOf(db, scope, owner, input.return_id);
  const listed = r.lines.slice(0, slipLines).map((l) => `${l.sku}  x ${l.quantity}`);
  const more = r.lines.length - listed.length;
  return renderLabels(
    [
      {
        code: r.code,
        lines: [
          ...both("returns.slipTitle"),
          [r.order_code ? `Order ${r.order_code}` : "", r.consignee].filter(Boolean).join("  "),
          `${r.owner_code}  ->  ${r.warehouse_code}`,
          ...listed,
          more > 0 ? `+ ${more} SKU` : "",
          ...both("returns.slipInstruction"),
        ],
      },
    ],
    { widthMm: 105, heightMm: 148 },
  );
}
