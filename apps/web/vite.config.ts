import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The platform SPA. Screens are lazy chunks; antd and react are split into long-cached vendor chunks. */
export default defineConfig({
  plugins: [react()],
  build: {
    target: "es2022",
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (!id.includes("node_modules")) return undefined;
          if (/[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/.test(id)) return "antd";
          if (/[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return "react";
          // Only the home dashboard's lazy trend chunk needs these: keep them out of the shared vendor chunk.
          if (/[\\/](echarts|zrender)[\\/]/.test(id)) return "echarts";
          return "vendor";
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": process.env.API_PROXY ?? "http://localhost:3000",
      "/ws": { target: process.env.API_PROXY ?? "http://localhost:3000", ws: true },
    },
  },
});
