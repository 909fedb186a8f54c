import { useQueryClient } from "@tanstack/react-query";
import type { TReturnDetail, TReturnSummary } from "@wms/contracts";
import type { FormInstance } from "antd";
import type { ReactNode } from "react";
import { DocumentActionModal } from "../../components/document-action-modal.tsx";
import { showAnswer } from "./returns-api.ts";

export { useActionForm } from "../../components/document-action-modal.tsx";

/** The actions done in a modal: each has its texts under `returns.<action>`. */
export type TReturnModalAction = "ship" | "cancel" | "receive" | "finish" | "close";

/**
 * What "Add tracking…", "Cancel…", "Receive…", "Finish inspection…" and "Close…" share: a modal about one
 * RMA (open while `rma` is set) saying what the action does, a form whose values `send` sends; on success
 * the open drawer shows the answer, the lists are read again and the modal says so; a refusal (answered
 * meanwhile, a field the server refused) shows in it.
 */
export function ReturnActionModal<V extends object>(props: {
  rma: TReturnSummary | null;
  onClose: () => void;
  action: TReturnModalAction;
  form: FormInstance<V>;
  send: (rma: TReturnSummary, values: V) => Promise<TReturnDetail>;
  /** The intro's values besides the code (the units left to inspect, the tracking number). */
  introValues?: (rma: TReturnSummary) => Record<string, string | number>;
  danger?: boolean;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  return (
    <DocumentActionModal<TReturnSummary, V, TReturnDetail>
      document={props.rma}
      onClose={props.onClose}
      texts={`returns.${props.action}`}
      testId={`return-${props.action}`}
      formName={`return-${props.action}`}
      form={props.form}
      send={props.send}
      onAnswer={(answered) => void showAnswer(queryClient, answered)}
      introValues={props.introValues}
      danger={props.danger}
    >
      {props.children}
    </DocumentActionModal>
  );
}
