import { useQueryClient } from "@tanstack/react-query";
import type { TCountPlan } from "@wms/contracts";
import { DocumentActionModal, useActionForm } from "../../components/document-action-modal.tsx";
import { countsApi, refreshCounts } from "./counts-api.ts";

/**
 * "Cancel" of an open plan: asks to confirm that its unfinished locations will not be counted (what was
 * approved stays posted). Open while `plan` is set.
 */
export function CountPlanCancelModal(props: { plan: TCountPlan | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useActionForm<object>();
  return (
    <DocumentActionModal<TCountPlan, object, TCountPlan>
      document={props.plan}
      onClose={props.onClose}
      texts="counts.cancel"
      testId="count-plan-cancel"
      form={form}
      danger
      send={(plan) => countsApi.cancelPlan({ plan_id: plan.id })}
      onAnswer={() => void refreshCounts(queryClient)}
    />
  );
}
