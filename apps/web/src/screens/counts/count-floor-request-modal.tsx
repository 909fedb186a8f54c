import { useQueryClient } from "@tanstack/react-query";
import { countLimits, floorCountReasons, type TFloorCountReason } from "@wms/contracts";
import { Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { countsApi, countsKey } from "./counts-api.ts";

type TFloorRequest = {
  warehouse_id?: string;
  location_codes?: string[];
  reason?: TFloorCountReason;
  note?: string;
};

const blank: TFloorRequest = { location_codes: [], reason: "found_empty" };

/**
 * "Ask for a count": someone on the floor saw something wrong at some locations (found empty, a surprise at
 * putaway) and asks for them to be counted; a plan of kind floor is made (a short pick raises one itself).
 */
export function CountFloorRequestModal(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const warehouses = useWarehouseOptions();
  const f = (key: string) => t(`counts.floorRequest.${key}`);
  return (
    <EntityFormModal<TFloorRequest, unknown>
      open={props.open}
      title={f("title")}
      initial={blank}
      submit={(v) =>
        countsApi.raiseFloor({
          warehouse_id: v.warehouse_id ?? "",
          location_codes: (v.location_codes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean),
          reason: v.reason ?? "other",
          note: (v.note ?? "").trim(),
        })
      }
      onClose={props.onClose}
      onSaved={() => queryClient.invalidateQueries({ queryKey: countsKey })}
      testId="count-floor-request-modal"
    >
      <Form.Item
        name="warehouse_id"
        label={f("warehouse")}
        rules={[{ required: true, message: f("warehouseRequired") }]}
      >
        <Select aria-label={f("warehouse")} options={warehouses} />
      </Form.Item>
      <Form.Item
        name="location_codes"
        label={f("locations")}
        extra={f("locationsHint")}
        rules={[
          { required: true, type: "array", min: 1, message: f("locationsRequired") },
          { type: "array", max: countLimits.floorLocations, message: f("locationsTooMany") },
        ]}
      >
        <Select aria-label={f("locations")} mode="tags" suffixIcon={null} tokenSeparators={[",", " "]} />
      </Form.Item>
      <Form.Item name="reason" label={f("reason")} rules={[{ required: true, message: f("reasonRequired") }]}>
        <Select
          aria-label={f("reason")}
          options={floorCountReasons.map((r) => ({ value: r, label: t(`counts.floorReasons.${r}`) }))}
        />
      </Form.Item>
      <Form.Item name="note" label={f("note")}>
        <Input maxLength={300} autoComplete="off" />
      </Form.Item>
    </EntityFormModal>
  );
}
