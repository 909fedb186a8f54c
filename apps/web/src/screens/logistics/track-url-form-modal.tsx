import { type TTrackUrl, trackingNumberPlaceholder, trackUrlPattern } from "@wms/contracts";
import { Form, Input } from "antd";
import type { Rule } from "antd/es/form";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { logisticsApi } from "./logistics-api.ts";

type TValues = { name_cn: string; name_en: string; url: string };

/** The server's rules: http(s) only, and the placeholder where the tracking number goes. */
export function useTrackUrlRules(): Rule[] {
  const { t } = useTranslation();
  return [
    { required: true, whitespace: true, message: t("validation.required") },
    { max: 500, message: t("logistics.urlLength") },
    { pattern: trackUrlPattern, message: t("logistics.urlScheme") },
    {
      validator: (_r, v?: string) =>
        !v || !trackUrlPattern.test(v.trim()) || v.includes(trackingNumberPlaceholder)
          ? Promise.resolve()
          : Promise.reject(
              new Error(t("logistics.urlPlaceholder", { placeholder: trackingNumberPlaceholder })),
            ),
    },
  ];
}

export function TrackUrlFormModal(props: {
  target: TTrackUrl | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const editing = props.target && props.target !== "new" ? props.target : null;
  const urlRules = useTrackUrlRules();
  const initial = useMemo<Partial<TValues>>(() => editing ?? {}, [editing]);
  const required = [{ required: true, whitespace: true, message: t("validation.required") }];
  return (
    <EntityFormModal<TValues>
      open={!!props.target}
      title={t(editing ? "logistics.urls.edit" : "logistics.urls.create")}
      initial={initial}
      submit={(v) =>
        editing ? logisticsApi.updateTrackUrl({ ...v, id: editing.id }) : logisticsApi.createTrackUrl(v)
      }
      onClose={props.onClose}
      onSaved={props.onSaved}
      width={520}
    >
      <Form.Item name="name_cn" label={t("logistics.urls.nameCn")} rules={required}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="name_en" label={t("logistics.urls.nameEn")} rules={required}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="url"
        label={t("logistics.urls.url")}
        extra={t("logistics.urls.urlHint", { placeholder: trackingNumberPlaceholder })}
        rules={urlRules}
      >
        <Input placeholder={`https://carrier.example/track?no=${trackingNumberPlaceholder}`} />
      </Form.Item>
    </EntityFormModal>
  );
}
