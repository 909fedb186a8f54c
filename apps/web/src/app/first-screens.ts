/**
 * The code each first URL shows, for the build's early download of it (build/first-screen-plugin.ts):
 * a visitor's first page fetches its screen's chunks, and its language's texts, together with the app's
 * own, instead of one after the other. The first path that matches wins; modules are under src/ and are
 * the ones router.tsx and registry-screens.ts load lazily (first-screens.test.ts checks they exist).
 */
/** antd's providers, which every screen but the sign-in page and the signed-in frame is drawn in (app/antd-scope.tsx). */
const antd = "app/antd-providers.tsx";

export const firstScreens: readonly { path: string; modules: readonly string[] }[] = [
  { path: "^/(?:p/login|ds/login)?$", modules: ["screens/auth/sign-in-screen.tsx"] },
  { path: "^/signup$", modules: [antd, "screens/auth/sign-up-screen.tsx"] },
  { path: "^/(?:p|ds)/turn-the-table$", modules: [antd, "screens/auth/forgot-password-screen.tsx"] },
  { path: "^/ds/erp-login$", modules: [antd, "screens/auth/erp-login-screen.tsx"] },
  { path: "^/private-policy$", modules: [antd, "screens/public/privacy-policy-screen.tsx"] },
  { path: "^/price-tag$", modules: [antd, "screens/public/price-tag-screen.tsx"] },
  { path: "^/(?:p|ds)/home$", modules: ["app/area-shell.tsx", "screens/home/home-screen.tsx"] },
  { path: "^/(?:p|ds)/", modules: [antd, "app/area-shell.tsx"] },
];

/** The text chunk of each language (i18n/catalogue.ts), picked by the language cookie. */
export const languageModules = { en_us: "locales/en_us/index.ts", zh_cn: "locales/zh_cn/index.ts" } as const;
