import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TIntegrityBreach, TIntegrityOverview, TIntegrityRun } from "@wms/contracts";
import { Alert, Button, Card, Flex, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { formatTime } from "../../components/format.ts";
import { integrityApi, integrityKey } from "./integrity-api.ts";

/** Where each kind of object is looked at: its list, searched for its code. */
const screenOf: Record<TIntegrityBreach["object_kind"], string> = {
  order: "/p/order",
  bag: "/p/p-bagging",
  wave: "/p/p-wave-order",
  notice: "/p/p-shipping-notice",
  balance: "/p/stock-statistics",
};

export const breachLink = (b: Pick<TIntegrityBreach, "object_kind" | "object_code">) =>
  `${screenOf[b.object_kind]}?keyword=${encodeURIComponent(b.object_code)}`;

const secondsOf = (iso: string) => Date.parse(iso) / 1000;

/**
 * The integrity check (/p/integrity, provider): "Check integrity" runs the floor invariants of the tenant now
 * (docs/integrity.md); below, the last check run here and the last nightly one, each with every breach it
 * found (what is wrong, a link to the object, the facts) or "no breaches found" and when it ran.
 */
export function IntegrityScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: integrityKey, queryFn: integrityApi.overview });
  const run = useMutation({
    mutationFn: () => integrityApi.run(),
    onSuccess: (manual) =>
      queryClient.setQueryData<TIntegrityOverview>(integrityKey, (old) => ({
        nightly: old?.nightly ?? null,
        manual,
      })),
  });
  return (
    <Flex vertical gap={16} data-testid="integrity-screen">
      <Typography.Paragraph type="secondary">{t("integrity.hint")}</Typography.Paragraph>
      <Flex>
        <Button
          type="primary"
          loading={run.isPending}
          onClick={() => run.mutate()}
          data-testid="integrity-run"
        >
          {t("integrity.run")}
        </Button>
      </Flex>
      <RunCard
        title={t("integrity.lastCheck")}
        notYet={t("integrity.notRunYet")}
        run={overview.data?.manual}
        loading={overview.isLoading || run.isPending}
        testId="integrity-manual"
      />
      <RunCard
        title={t("integrity.lastNightly")}
        notYet={t("integrity.nightlyNotRunYet")}
        run={overview.data?.nightly}
        loading={overview.isLoading}
        testId="integrity-nightly"
      />
    </Flex>
  );
}

function RunCard(props: {
  title: string;
  notYet: string;
  run: TIntegrityRun | null | undefined;
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { run } = props;
  const time = run ? formatTime(secondsOf(run.finished_at)) : "";
  return (
    <Card title={props.title} loading={props.loading && !run} data-testid={props.testId}>
      <div role="status" aria-live="polite">
        {!run ? (
          <Typography.Text type="secondary">{props.notYet}</Typography.Text>
        ) : run.breach_count === 0 ? (
          <Alert
            type="success"
            showIcon
            message={t("integrity.noBreaches", { time })}
            data-testid={`${props.testId}-clean`}
          />
        ) : (
          <Alert
            type="error"
            showIcon
            message={t("integrity.breachCount", { count: run.breach_count, time })}
            description={
              run.breach_count > run.breaches.length
                ? t("integrity.listedFirst", { count: run.breaches.length })
                : undefined
            }
            data-testid={`${props.testId}-breaches`}
          />
        )}
      </div>
      {run && run.breaches.length > 0 && <BreachTable breaches={run.breaches} testId={props.testId} />}
    </Card>
  );
}

function BreachTable({ breaches, testId }: { breaches: TIntegrityBreach[]; testId: string }) {
  const { t } = useTranslation();
  const kindText = (b: TIntegrityBreach) => t(`integrity.kinds.${b.object_kind}`);
  // Named facts read better in the caller's words: an order's status, a wave's status, an occupation state.
  const facts = (b: TIntegrityBreach) => ({
    ...b.detail,
    ...(typeof b.detail.status === "string" ? { status: t(`orders.status.${b.detail.status}`) } : {}),
    ...(typeof b.detail.wave_status === "string"
      ? { wave_status: t(`waves.status.${b.detail.wave_status}`) }
      : {}),
    ...(typeof b.detail.state === "string" ? { state: t(`integrity.states.${b.detail.state}`) } : {}),
    ...(b.detail.actual_bag === "" ? { actual_bag: t("integrity.noBag") } : {}),
  });
  return (
    <Table<TIntegrityBreach & { key: number }>
      style={{ marginTop: 16 }}
      size="small"
      data-testid={`${testId}-table`}
      dataSource={breaches.map((b, key) => ({ ...b, key }))}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        {
          key: "invariant",
          title: t("integrity.fields.invariant"),
          render: (_v, b) => t(`integrity.invariants.${b.invariant}.title`),
        },
        {
          key: "object",
          title: t("integrity.fields.object"),
          className: oneLineCell,
          render: (_v, b) => (
            <Link to={breachLink(b)} aria-label={`${kindText(b)} ${b.object_code}`}>
              {b.object_code || kindText(b)}
            </Link>
          ),
        },
        {
          key: "detail",
          title: t("integrity.fields.detail"),
          render: (_v, b) => t(`integrity.invariants.${b.invariant}.detail`, facts(b)),
        },
      ]}
    />
  );
}
