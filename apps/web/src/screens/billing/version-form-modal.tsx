import type { TRateCard, TRateVersion } from "@wms/contracts";
import { Form } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { billingApi } from "./billing-api.ts";
import { utcDay } from "./billing-texts.ts";
import { type TVersionValues, VersionModal, versionBody, versionStart } from "./version-form.tsx";

/** What the modal works on: a new version of `card`, or one of its versions to change. */
export type TVersionTarget = { card: TRateCard; version?: TRateVersion };

/** A card's versions, the one starting last first. */
export const newestFirst = (versions: readonly TRateVersion[]) =>
  [...versions].sort((a, b) => b.effective_from.localeCompare(a.effective_from));

/** The version a new one starts from: the one starting last. */
export const latestVersion = (card: TRateCard) => newestFirst(card.versions)[0];

/**
 * "New version" (rates of the latest version, from tomorrow) and "Edit" of a version that has not priced
 * past days (its own day, rates and note).
 */
export function VersionFormModal(props: {
  target: TVersionTarget | null;
  onClose: () => void;
  onSaved: (card: TRateCard) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TVersionValues>();
  const { target } = props;
  const initial = useMemo(() => {
    if (!target) return null;
    const { card, version } = target;
    if (version) return versionStart(version.effective_from, version.rates, version.note);
    return versionStart(utcDay(1), latestVersion(card)?.rates);
  }, [target]);
  const editing = target?.version;
  return (
    <VersionModal<TVersionValues>
      open={target !== null}
      title={
        editing
          ? t("billing.version.editTitle", { day: editing.effective_from })
          : t("billing.version.newTitle")
      }
      okText={t("common.save")}
      form={form}
      initial={initial}
      currency={target?.card.currency ?? ""}
      testId="version-form"
      send={(values) => {
        if (!target) throw new Error("no version target");
        return target.version
          ? billingApi.updateVersion({ version_id: target.version.id, ...versionBody(values) })
          : billingApi.addVersion({ card_id: target.card.id, ...versionBody(values) });
      }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    />
  );
}
