import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TUnidentifiedReturn } from "@wms/contracts";
import { App, Form, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { useModalSubject } from "../../components/use-modal-subject.ts";
import { OwnerSelect } from "../products/owner-select.tsx";
import { returnsApi, returnsKey, showAnswer } from "./returns-api.ts";

type TValues = { customer_id?: string; return_id?: string };

/** The customer's RMAs whose parcel has not arrived yet: the parcel may be one of them. */
function useAwaitedReturns(customerId: string | undefined) {
  return useQuery({
    queryKey: [...returnsKey, "awaited", customerId],
    queryFn: async () => {
      const pages = await Promise.all([
        returnsApi.ofCustomer(customerId ?? "", "requested"),
        returnsApi.ofCustomer(customerId ?? "", "in_transit"),
      ]);
      return pages.flatMap((p) => p.list);
    },
    enabled: Boolean(customerId),
  });
}

/**
 * "Assign…" (staff): the parcel is this customer's; to one of its RMAs not yet received (which is received
 * with it), or, without one, as a new RMA that came unannounced (its units are whatever the inspection
 * finds). Open while `parcel` is set.
 */
export function UnidentifiedAssignModal(props: { parcel: TUnidentifiedReturn | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const { about, close } = useModalSubject(form, props.parcel, props.onClose);
  const [saving, setSaving] = useState(false);
  const customerId = Form.useWatch("customer_id", form);
  const awaited = useAwaitedReturns(customerId);

  const finish = async (values: TValues) => {
    if (!props.parcel) return;
    setSaving(true);
    try {
      const answer = await returnsApi.assignUnidentified({
        parcel_id: props.parcel.id,
        customer_id: values.customer_id ?? "",
        return_id: values.return_id,
      });
      void message.success(t("returns.assign.done", { parcel: props.parcel.code, code: answer.code }));
      void showAnswer(queryClient, answer);
      close();
    } catch (error) {
      showFormError(form, error, t("returns.assign.failed"));
    } finally {
      setSaving(false);
    }
  };
  const label = (key: string) => t(`returns.assign.${key}`);
  return (
    <FormModal<TValues>
      open={props.parcel !== null}
      title={t("returns.assign.title", { code: about?.code ?? "" })}
      okText={label("ok")}
      form={form}
      saving={saving}
      onClose={close}
      onFinish={(values) => void finish(values)}
      destroyOnHidden
      testId="unidentified-assign-modal"
      okTestId="unidentified-assign-ok"
      formProps={{ name: "unidentified-assign" }}
      intro={
        about && (
          <Typography.Paragraph>
            {t("returns.assign.intro", {
              tracking: about.tracking_number || "—",
              markings: about.markings || "—",
            })}
          </Typography.Paragraph>
        )
      }
    >
      <Form.Item
        name="customer_id"
        label={t("returns.fields.customer")}
        rules={[{ required: true, message: t("returns.rules.customer") }]}
      >
        <OwnerSelect
          placeholder={t("returns.fields.customer")}
          onChange={() => form.setFieldValue("return_id", undefined)}
        />
      </Form.Item>
      <Form.Item name="return_id" label={label("return")} extra={label("returnHint")}>
        <Select
          allowClear
          aria-label={label("return")}
          disabled={!customerId}
          loading={awaited.isFetching}
          placeholder={label("newReturn")}
          notFoundContent={label("noneAwaited")}
          options={(awaited.data ?? []).map((r) => ({
            value: r.id,
            label: `${r.code} · ${r.order_code ?? t("returns.noOrder")} · ${r.consignee || "—"} · ${t(`returns.statuses.${r.status}`)}`,
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
