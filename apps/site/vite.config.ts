import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { seoPlugin } from "./build/seo-plugin.ts";

/**
 * The marketing site: a small SPA. `npm run dev` proxies /api to the site server on SITE_PORT (`npm run dev` at the
 * root starts it on 3001), which answers /api/site/*.
 */
export default defineConfig({
  plugins: [react(), seoPlugin({ origin: process.env.SITE_PUBLIC_URL ?? "http://localhost:3001" })],
  build: {
    target: "es2022",
    modulePreload: { polyfill: false },
    assetsInlineLimit: 4096,
  },
  server: {
    port: 5174,
    proxy: { "/api": process.env.SITE_API_PROXY ?? "http://localhost:3001" },
  },
});
