import type { TTrendDay } from "@wms/contracts";
import { Alert, Empty, Skeleton, theme } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type TEcharts = typeof import("./trend-echarts.ts");
type TChart = ReturnType<TEcharts["init"]>;

/** Orders created and shipped per day over the last 30 days; colours come from the antd theme tokens. */
export function OrderTrendChart({ trend }: { trend: TTrendDay[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<TChart | null>(null);
  const [echarts, setEcharts] = useState<TEcharts | null>(null);
  // The chart chunk failed to load (e.g. a deploy replaced it): say so instead of spinning forever.
  const [failed, setFailed] = useState(false);
  const empty = trend.every((d) => d.created === 0 && d.shipped === 0);

  useEffect(() => {
    let alive = true;
    import("./trend-echarts.ts").then((m) => alive && setEcharts(m)).catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  // One chart instance per mount; it follows the container's width.
  useEffect(() => {
    if (!echarts || !host.current || empty) return;
    const instance = echarts.init(host.current, undefined, { renderer: "canvas" });
    setChart(instance);
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(host.current);
    return () => {
      resize.disconnect();
      instance.dispose();
      setChart(null);
    };
  }, [echarts, empty]);

  useEffect(() => {
    if (!chart) return;
    const axis = {
      axisLine: { lineStyle: { color: token.colorBorder } },
      axisLabel: { color: token.colorTextSecondary },
      splitLine: { lineStyle: { color: token.colorBorderSecondary } },
    };
    const series = (name: string, key: "created" | "shipped", color: string) => ({
      name,
      type: "line" as const,
      smooth: true,
      showSymbol: false,
      data: trend.map((d) => d[key]),
      itemStyle: { color },
      lineStyle: { width: 2, color },
      areaStyle: { color, opacity: 0.08 },
    });
    // The token follows the theme (dark/light), so a theme switch repaints the chart in its colours.
    chart.setOption(
      {
        backgroundColor: "transparent",
        textStyle: { fontFamily: token.fontFamily },
        grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
        legend: { top: 0, textStyle: { color: token.colorText } },
        tooltip: {
          trigger: "axis",
          backgroundColor: token.colorBgElevated,
          borderColor: token.colorBorderSecondary,
          textStyle: { color: token.colorText },
        },
        xAxis: { type: "category", boundaryGap: false, data: trend.map((d) => d.day.slice(5)), ...axis },
        yAxis: { type: "value", minInterval: 1, ...axis, axisLine: { show: false } },
        series: [
          series(t("home.dashboard.created"), "created", token.colorPrimary),
          series(t("home.dashboard.shipped"), "shipped", token.colorSuccess),
        ],
      },
      true,
    );
  }, [chart, trend, token, t]);

  if (empty) return <Empty description={t("home.noOrders")} data-testid="trend-empty" />;
  if (failed) return <Alert type="error" message={t("home.dashboard.failed")} />;
  const totals = trend.reduce(
    (s, d) => ({ created: s.created + d.created, shipped: s.shipped + d.shipped }),
    {
      created: 0,
      shipped: 0,
    },
  );
  return (
    <div
      style={{ position: "relative", height: 280 }}
      data-testid="trend-chart"
      role="img"
      aria-label={t("home.dashboard.trendSummary", totals)}
    >
      {!echarts && <Skeleton active />}
      <div ref={host} style={{ position: "absolute", inset: 0 }} />
    </div>
  );
}
