import { useQuery } from "@tanstack/react-query";
import type { TRateCard } from "@wms/contracts";
import { Alert, Form, Radio } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { OwnerSelect } from "../products/owner-select.tsx";
import { billingApi, billingKey } from "./billing-api.ts";
import { utcDay } from "./billing-texts.ts";
import { type TVersionValues, VersionModal, versionBody, versionStart } from "./version-form.tsx";
import { latestVersion } from "./version-form-modal.tsx";

type TNewCardValues = TVersionValues & { card_for: "default" | "customer"; customer_id?: string };

/** The provider's default card with its versions, or null while it has none. */
async function defaultCard(): Promise<TRateCard | null> {
  const page = await billingApi.listRateCards({ card_type: "default", page_size: 1, cur_page: 1 });
  const row = page.list[0];
  return row ? billingApi.rateCard(row.id) : null;
}

/** The version a customer's card starts from: the default card's current one, else its latest. */
const templateOf = (card: TRateCard) =>
  card.versions.find((v) => v.state === "current") ?? latestVersion(card);

/**
 * "New card": the default card while there is none, else a customer's own card, prefilled with the default
 * card's rates; its first version starts today or later.
 */
export function NewCardModal(props: {
  open: boolean;
  onClose: () => void;
  onCreated: (card: TRateCard) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TNewCardValues>();
  const template = useQuery({
    queryKey: [...billingKey, "default-card"],
    queryFn: defaultCard,
    enabled: props.open,
  });
  const settings = useQuery({
    queryKey: [...billingKey, "settings"],
    queryFn: billingApi.settings,
    enabled: props.open,
  });
  const existing = template.data ?? null;
  const from = existing ? templateOf(existing) : undefined;
  const initial = useMemo<TNewCardValues | null>(() => {
    if (template.isPending || settings.isPending) return null;
    return {
      card_for: existing ? "customer" : "default",
      ...versionStart(utcDay(), from?.rates),
    };
  }, [template.isPending, settings.isPending, existing, from]);
  const cardFor = Form.useWatch("card_for", form);
  return (
    <VersionModal<TNewCardValues>
      open={props.open}
      title={t("billing.newCard")}
      okText={t("common.create")}
      form={form}
      initial={initial}
      currency={settings.data?.currency ?? ""}
      testId="new-card-form"
      send={({ card_for, customer_id, ...version }) =>
        billingApi.createRateCard({
          customer_id: card_for === "customer" ? customer_id : null,
          ...versionBody(version),
        })
      }
      onClose={props.onClose}
      onSaved={props.onCreated}
    >
      <Form.Item name="card_for" label={t("billing.form.cardFor")}>
        <Radio.Group
          options={[
            { value: "default", label: t("billing.form.forDefault"), disabled: existing !== null },
            { value: "customer", label: t("billing.form.forCustomer") },
          ]}
        />
      </Form.Item>
      {cardFor === "customer" && (
        <Form.Item
          name="customer_id"
          label={t("billing.form.customer")}
          rules={[{ required: true, message: t("billing.form.customerRequired") }]}
        >
          <OwnerSelect placeholder={t("billing.form.customer")} testId="card-customer" />
        </Form.Item>
      )}
      {cardFor === "customer" && from && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("billing.form.prefilled", { day: from.effective_from })}
        />
      )}
      {cardFor === "default" && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("billing.form.defaultHint")} />
      )}
    </VersionModal>
  );
}
