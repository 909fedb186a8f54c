import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstScreenPreload } from "./build/first-screen-plugin.ts";
import { precompress } from "./build/precompress-plugin.ts";

/**
 * The platform SPA. Every route is a lazy chunk, and the bundler splits the libraries by what each chunk
 * uses (no hand-made vendor chunks): the login loads only the antd components it renders, and echarts
 * comes with the dashboard's trend chart. Hashed files are cached for a year (the server's serveSpa), so
 * a release downloads only the chunks that changed. index.html fetches the first screen's chunks and texts
 * at once (first-screen-plugin.ts). Every text file is written brotli and gzip as well.
 */
export default defineConfig({
  plugins: [react(), firstScreenPreload(fileURLToPath(new URL("./src", import.meta.url))), precompress()],
  build: {
    target: "es2022",
    // The app's own CSS (the parts drawn without antd; antd styles itself at run time) is about 15 KB, 5 KB
    // brotli: one stylesheet with the page instead of one per lazy screen, each a round trip before its
    // screen can paint.
    cssCodeSplit: false,
    // The trend chart's chunk is echarts itself (about 510 KB, 170 KB brotli), loaded only with the chart.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": process.env.API_PROXY ?? "http://localhost:3000",
      "/ws": { target: process.env.API_PROXY ?? "http://localhost:3000", ws: true },
    },
  },
});
