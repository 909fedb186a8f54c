import type { TTrendDay } from "@wms/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNote, Notice, Placeholder } from "../../components/plain-parts.tsx";
import { useThemeState } from "../../theme/theme-context.tsx";

type TEcharts = typeof import("./trend-echarts.ts");
type TChart = ReturnType<TEcharts["init"]>;

/** The theme's colours (theme.css variables) for the chart, read again when the theme changes. */
function useChartColours() {
  const { theme } = useThemeState();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the variables' values follow the theme
  return useMemo(() => {
    const style = getComputedStyle(document.documentElement);
    const value = (name: string) => style.getPropertyValue(`--wms-${name}`).trim();
    return {
      fontFamily: value("font"),
      text: value("text"),
      textSecondary: value("text-secondary"),
      border: value("border"),
      borderSecondary: value("border-secondary"),
      bgElevated: value("bg-elevated"),
      primary: value("primary"),
      success: value("success"),
    };
  }, [theme]);
}

/** Orders created and shipped per day over the last 30 days, in the theme's colours. */
export function OrderTrendChart({ trend }: { trend: TTrendDay[] }) {
  const { t } = useTranslation();
  const colour = useChartColours();
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<TChart | null>(null);
  const [echarts, setEcharts] = useState<TEcharts | null>(null);
  // The chart chunk failed to load (e.g. a deploy replaced it): say so instead of spinning forever.
  const [failed, setFailed] = useState(false);
  const empty = trend.every((d) => d.created === 0 && d.shipped === 0);

  // echarts (the largest chunk of the dashboard) loads once the chart comes into view: not at all on a
  // phone that never scrolls down to it, and after the rest of the dashboard has drawn.
  useEffect(() => {
    const target = host.current;
    if (!target || empty) return;
    let alive = true;
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      import("./trend-echarts.ts").then((m) => alive && setEcharts(m)).catch(() => alive && setFailed(true));
    });
    seen.observe(target);
    return () => {
      alive = false;
      seen.disconnect();
    };
  }, [empty]);

  // One chart instance per mount; it follows the container's width.
  useEffect(() => {
    if (!echarts || !host.current || empty) return;
    const instance = echarts.init(host.current, undefined, { renderer: "svg" });
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
      axisLine: { lineStyle: { color: colour.border } },
      axisLabel: { color: colour.textSecondary },
      splitLine: { lineStyle: { color: colour.borderSecondary } },
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
    // The colours follow the theme (dark/light), so a theme switch repaints the chart in its colours.
    chart.setOption(
      {
        backgroundColor: "transparent",
        // No entry animation: on the first screen after every sign-in it redrew the chart for a second,
        // most of echarts' main-thread time on a phone.
        animation: false,
        textStyle: { fontFamily: colour.fontFamily },
        grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
        legend: { top: 0, textStyle: { color: colour.text } },
        tooltip: {
          trigger: "axis",
          backgroundColor: colour.bgElevated,
          borderColor: colour.borderSecondary,
          textStyle: { color: colour.text },
        },
        xAxis: { type: "category", boundaryGap: false, data: trend.map((d) => d.day.slice(5)), ...axis },
        yAxis: { type: "value", minInterval: 1, ...axis, axisLine: { show: false } },
        series: [
          series(t("home.dashboard.created"), "created", colour.primary),
          series(t("home.dashboard.shipped"), "shipped", colour.success),
        ],
      },
      true,
    );
  }, [chart, trend, colour, t]);

  if (empty) return <EmptyNote text={t("home.noOrders")} testId="trend-empty" />;
  if (failed) return <Notice type="error" title={t("home.dashboard.failed")} />;
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
      {!echarts && <Placeholder />}
      <div ref={host} style={{ position: "absolute", inset: 0 }} />
    </div>
  );
}
