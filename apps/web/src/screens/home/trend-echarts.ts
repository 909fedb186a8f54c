/**
 * The parts of echarts the order trend needs, in their own lazy chunk (import only what is used, so the
 * home screen stays small and other screens never load echarts). Drawn as SVG, which echarts advises for
 * small charts on phones: in a profile of the dashboard (4x CPU slowdown) its setOption took 159 ms of
 * main thread instead of 200 ms with canvas.
 */
import { LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import { init, use } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

use([LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { init };
