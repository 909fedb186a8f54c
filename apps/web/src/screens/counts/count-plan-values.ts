import { countLimits, type countsEndpoints, type TAbcClass, type TInputOf } from "@wms/contracts";

type TPlannedKind = TInputOf<typeof countsEndpoints.createPlan>["kind"];

/** The "New count plan" form as typed: only the fields of the chosen kind are shown (and sent). */
export type TPlanValues = {
  warehouse_id?: string;
  kind?: TPlannedKind;
  zone_id?: string;
  from_location?: string;
  to_location?: string;
  customer_id?: string;
  skus?: string[];
  days?: number | null;
  abc_class?: TAbcClass;
  walk_size?: number | null;
  note?: string;
};

export const initialPlanValues: TPlanValues = { kind: "zone", walk_size: countLimits.walkSize, skus: [] };

const trimmed = (text: string | undefined) => (text ?? "").trim();

/** What the chosen kind adds to the request: its own fields, none of another kind's. */
function kindFields(values: TPlanValues) {
  switch (values.kind) {
    case "zone":
      return { zone_id: values.zone_id };
    case "locations":
      return {
        from_location: trimmed(values.from_location).toUpperCase(),
        to_location: trimmed(values.to_location).toUpperCase(),
      };
    case "sku":
      return { customer_id: values.customer_id, skus: (values.skus ?? []).map(trimmed).filter(Boolean) };
    case "customer":
      return { customer_id: values.customer_id };
    case "not_counted":
      return { days: Number(values.days) };
    case "abc":
      return { abc_class: values.abc_class };
    default:
      return {};
  }
}

/** The create request from the checked form. */
export function createPlanBody(values: TPlanValues): TInputOf<typeof countsEndpoints.createPlan> {
  return {
    warehouse_id: values.warehouse_id ?? "",
    kind: values.kind ?? "zone",
    ...kindFields(values),
    walk_size: Number(values.walk_size ?? countLimits.walkSize),
    note: trimmed(values.note),
  };
}
