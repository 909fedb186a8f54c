/**
 * The parts of echarts the order trend needs, in their own lazy chunk (import only what is used, so the
 * home screen stays small and other screens never load echarts).
 */
import { LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import { init, use } from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";

use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { init };
