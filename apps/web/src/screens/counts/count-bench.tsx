import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Flex, Select, Skeleton, Typography } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { ScanField, type TScanFieldHandle } from "../packing/scan-field.tsx";
import { CountLinesEditor } from "./count-lines-editor.tsx";
import { CountNextLocations } from "./count-next-locations.tsx";
import { countsApi, countsKey } from "./counts-api.ts";
import { type TCountOutcome, useCountSession } from "./use-count-session.ts";

const outcomeTypes = { accurate: "success", recount: "warning", review: "info" } as const;

/** What the last submitted location became: no variance, another count, or a review. */
function OutcomeAlert({ outcome }: { outcome: TCountOutcome }) {
  const { t } = useTranslation();
  const key = outcome.status in outcomeTypes ? (outcome.status as keyof typeof outcomeTypes) : null;
  return (
    <Alert
      showIcon
      type={key ? outcomeTypes[key] : "info"}
      title={t(`counts.bench.outcomes.${key ?? "other"}`, { location: outcome.location })}
      data-testid="count-outcome"
    />
  );
}

/** The count of one plan: one scan field (location, then its units), the open location's lines, what is next. */
function CountFloor({ planId, walk }: { planId: string; walk?: number }) {
  const { t } = useTranslation();
  const field = useRef<TScanFieldHandle>(null);
  const refocus = () => field.current?.focus();
  const session = useCountSession(planId, refocus);
  const open = session.open;
  return (
    <>
      <Card
        size="small"
        title={
          open ? t("counts.bench.atLocation", { location: open.task.location_code }) : t("counts.bench.title")
        }
      >
        <Flex vertical gap={12}>
          <ScanField
            ref={field}
            label={open ? t("counts.bench.scanItem") : t("counts.bench.scanLocation")}
            onScan={session.onScan}
            error={session.error}
            testId="count-scan"
            ok={session.outcome && <OutcomeAlert outcome={session.outcome} />}
          />
          {open && (
            <>
              {open.task.round > 1 && (
                <Typography.Text type="secondary">
                  {t("counts.bench.round", { round: open.task.round })}
                </Typography.Text>
              )}
              <CountLinesEditor
                lines={open.lines}
                onEdit={session.editLine}
                onRemove={session.removeLine}
                onEnter={refocus}
              />
              <Button type="primary" size="large" block onClick={session.done} data-testid="count-done">
                {t("counts.bench.done")}
              </Button>
            </>
          )}
        </Flex>
      </Card>
      {!open && (
        <Card size="small" title={t("counts.bench.next")}>
          <CountNextLocations planId={planId} walk={walk} />
        </Card>
      )}
    </>
  );
}

/**
 * The floor's count (works at phone width, and with a keyboard-wedge scanner alone): an open plan and
 * optionally one of its walks (kept in ?plan= and ?walk=), then the count by scan. The expected quantity is
 * never shown here: the count is blind.
 */
export function CountBench() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const planId = typeof params.plan === "string" ? params.plan : undefined;
  const walk = params.walk ? Number(params.walk) : undefined;
  const plans = useQuery({ queryKey: [...countsKey, "open-plans"], queryFn: countsApi.openPlans });
  const plan = plans.data?.list.find((p) => p.id === planId);
  const walks = Array.from({ length: plan?.walks ?? 0 }, (_v, i) => ({
    value: i + 1,
    label: t("counts.bench.walkN", { walk: i + 1 }),
  }));
  return (
    <Flex vertical gap={16} data-testid="count-bench" style={{ maxWidth: 640 }}>
      <Flex gap={8} wrap>
        <Select
          aria-label={t("counts.bench.plan")}
          placeholder={t("counts.bench.plan")}
          loading={plans.isPending}
          value={plan?.id}
          showSearch={{ optionFilterProp: "label" }}
          options={(plans.data?.list ?? []).map((p) => ({
            value: p.id,
            label: `${p.code} · ${p.warehouse_code} · ${p.scope}`,
          }))}
          onChange={(id: string) => update({ plan: id, walk: undefined })}
          style={{ flex: "1 1 240px", minWidth: 0 }}
        />
        <Select
          aria-label={t("counts.bench.walk")}
          placeholder={t("counts.bench.allWalks")}
          allowClear
          disabled={!plan}
          value={plan ? walk : undefined}
          options={walks}
          onChange={(value: number | undefined) => update({ walk: value })}
          style={{ flex: "0 1 160px", minWidth: 120 }}
        />
      </Flex>
      {plans.isPending ? (
        <Skeleton active />
      ) : plan ? (
        <CountFloor key={plan.id} planId={plan.id} walk={walk} />
      ) : (
        <Empty
          description={t(plans.data?.list.length ? "counts.bench.choosePlan" : "counts.bench.noOpenPlans")}
        />
      )}
    </Flex>
  );
}
