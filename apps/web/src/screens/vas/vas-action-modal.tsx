import { useQueryClient } from "@tanstack/react-query";
import type { TVasOrder } from "@wms/contracts";
import type { FormInstance } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DocumentActionModal } from "../../components/document-action-modal.tsx";
import { refreshVas } from "./vas-api.ts";
import { shownNumber } from "./vas-rules.ts";

export { useActionForm } from "../../components/document-action-modal.tsx";

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
  const queryClient = useQueryClient();
  return (
    <DocumentActionModal<TVasOrder, V, TVasOrder>
      document={props.order}
      onClose={props.onClose}
      texts={`vas.${props.action}`}
      testId={`vas-${props.action}`}
      form={props.form}
      send={props.send}
      onAnswer={() => void refreshVas(queryClient)}
      introValues={(order) => ({
        kind: t(`vas.kinds.${order.kind}`),
        sku: order.sku,
        quantity: shownNumber(order.quantity),
      })}
      danger={props.danger}
    >
      {props.children}
    </DocumentActionModal>
  );
}
