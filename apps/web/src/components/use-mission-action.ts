import { useMutation } from "@tanstack/react-query";
import type { TEnvelope, TMission } from "@wms/contracts";
import { App } from "antd";

/**
 * A button's request that starts, stops or resets a background mission. The server's answer is the
 * message and its mission shows at once (`show`); a refusal (e.g. 4009: one runs already) pops up as the
 * client shows errors. Either way `settled` reads again what the mission changes, and so polls it.
 */
export function useMissionAction(
  request: () => Promise<TEnvelope<TMission>>,
  after: { show: (mission: TMission) => void; settled: () => Promise<unknown> },
) {
  const { message } = App.useApp();
  return useMutation({
    mutationFn: request,
    onSuccess: (res) => {
      void message.success(res.message);
      after.show(res.data);
    },
    onSettled: after.settled,
  });
}
