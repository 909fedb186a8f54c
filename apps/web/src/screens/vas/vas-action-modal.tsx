import { useQueryClient } from "@tanstack/react-query";
import type { TVasOrder } from "@wms/contracts";
import { App, Form, type FormInstance, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { useModalSubject } from "../billing/use-modal-subject.ts";
import { refreshVas } from "./vas-api.ts";
import { shownNumber } from "./vas-rules.ts";

/**
 * What "Record done…" and "Cancel…" share: a modal about one work order (open while `order` is set) naming
 * its work, SKU and units, a form whose values `send` sends; on success the lists are read again and the
 * modal says so; a refusal (answered meanwhile, a field the server refused) shows in it.
 */
export function VasActionModal<V extends object>(props: {
  order: TVasOrder | null;
  onClose: () => void;
  /** `vas.<action>`: its title, intro, ok, done and failed texts. */
  action: "complete" | "cancel";
  form: FormInstance<V>;
  send: (order: TVasOrder, values: V) => Promise<TVasOrder>;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { about, close } = useModalSubject(props.form, props.order, props.onClose);
  const [saving, setSaving] = useState(false);
  const key = `vas.${props.action}`;
  const finish = async (values: V) => {
    if (!props.order) return;
    setSaving(true);
    try {
      const answered = await props.send(props.order, values);
      void message.success(t(`${key}.done`, { code: answered.code }));
      void refreshVas(queryClient);
      close();
    } catch (error) {
      showFormError(props.form, error, t(`${key}.failed`));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormModal<V>
      open={props.order !== null}
      title={t(`${key}.title`, { code: about?.code ?? "" })}
      okText={t(`${key}.ok`)}
      danger={props.danger}
      form={props.form}
      saving={saving}
      onClose={close}
      onFinish={(values) => void finish(values)}
      destroyOnHidden
      testId={`vas-${props.action}-modal`}
      okTestId={`vas-${props.action}-ok`}
      intro={
        about && (
          <Typography.Paragraph>
            {t(`${key}.intro`, {
              kind: t(`vas.kinds.${about.kind}`),
              sku: about.sku,
              quantity: shownNumber(about.quantity),
            })}
          </Typography.Paragraph>
        )
      }
    >
      {props.children}
    </FormModal>
  );
}

/** The form of an action modal (re-exported so each modal needs one import). */
export const useVasForm = <V extends object>() => Form.useForm<V>()[0];
