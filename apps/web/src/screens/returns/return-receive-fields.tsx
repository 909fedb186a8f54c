import { textCaps } from "@wms/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { ReturnPhotosField } from "./return-photos.tsx";

/** What receiving a parcel asks: its tracking number when the RMA has none yet, and photos of it. */
export type TReceiveValues = { tracking_number?: string; photos?: string[] };

/** The receive body of an RMA from those fields. */
export const receiveBody = (returnId: string, values: TReceiveValues) => ({
  return_id: returnId,
  tracking_number: (values.tracking_number ?? "").trim(),
  photos: values.photos ?? [],
});

/**
 * The receiving fields, in the Receive modal and on the bench's card: the tracking number (asked only when
 * the RMA has none: the carrier's number on the parcel) and photos of the parcel as it arrived.
 */
export function ReceiveFields({ hasTracking }: { hasTracking: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {!hasTracking && (
        <Form.Item
          name="tracking_number"
          label={t("returns.receive.tracking")}
          extra={t("returns.receive.trackingHint")}
          rules={[{ max: textCaps.code, message: t("returns.rules.textLength", { max: textCaps.code }) }]}
        >
          <Input maxLength={textCaps.code} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="photos" label={t("returns.receive.photos")} extra={t("returns.photos.hint")}>
        <ReturnPhotosField />
      </Form.Item>
    </>
  );
}
