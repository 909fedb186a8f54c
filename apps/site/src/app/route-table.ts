/**
 * Every page of the site: path, the locale namespaces it reads and whether search engines may index it.
 * Read by the router, by the build (per-page head tags, sitemap) and, through dist/seo.json, by the server.
 */
export const namespaces = [
  "common",
  "seo",
  "pricing",
  "landing",
  "checkout",
  "introduction",
  "tos",
  "privacy",
  "config",
  "redirect",
  "notFound",
] as const;
export type TNamespace = (typeof namespaces)[number];

export type TPageKey = "landing" | "checkout" | "introduction" | "tos" | "privacy" | "config" | "redirect";

export type TPageDef = {
  key: TPageKey;
  /** react-router path. */
  path: string;
  /** The same path as a regular expression, for the server that fills in the head tags. */
  pattern: string;
  indexable: boolean;
  namespaces: readonly TNamespace[];
  /** The page's own code under src/ (its lazy chunk, which the first HTML preloads); none when in the main chunk. */
  module?: string;
};

export const pages: readonly TPageDef[] = [
  { key: "landing", path: "/", pattern: "^/$", indexable: true, namespaces: ["landing", "pricing"] },
  {
    key: "checkout",
    path: "/checkout/:planId",
    pattern: "^/checkout/[^/]+/?$",
    indexable: false,
    namespaces: ["checkout", "pricing"],
    module: "pages/checkout/checkout-page.tsx",
  },
  {
    key: "introduction",
    path: "/esty-introduction",
    pattern: "^/esty-introduction/?$",
    indexable: true,
    namespaces: ["introduction"],
    module: "pages/introduction/introduction-page.tsx",
  },
  {
    key: "tos",
    path: "/esty-collector-tos",
    pattern: "^/esty-collector-tos/?$",
    indexable: true,
    namespaces: ["tos"],
    module: "pages/legal/legal-page.tsx",
  },
  {
    key: "privacy",
    path: "/esty-collector-pp",
    pattern: "^/esty-collector-pp/?$",
    indexable: true,
    namespaces: ["privacy"],
    module: "pages/legal/legal-page.tsx",
  },
  {
    key: "config",
    path: "/tools/config",
    pattern: "^/tools/config/?$",
    indexable: true,
    namespaces: ["config"],
    module: "pages/config/config-page.tsx",
  },
  {
    key: "redirect",
    path: "/ds/thirdpart-success-redirect",
    pattern: "^/ds/thirdpart-success-redirect/?$",
    indexable: false,
    namespaces: ["redirect"],
    module: "pages/redirect/redirect-page.tsx",
  },
];

/** The not-found page's texts and code, for paths that are no page. */
export const notFoundPage = {
  namespaces: ["notFound"],
  module: "pages/not-found/not-found-page.tsx",
} as const;

export function pageOfPath(pathname: string): TPageDef | undefined {
  return pages.find((p) => new RegExp(p.pattern).test(pathname));
}

/** Namespaces to load before the first paint of a path (the shell's plus the page's). */
export function namespacesOfPath(pathname: string): TNamespace[] {
  return ["common", "seo", ...(pageOfPath(pathname)?.namespaces ?? notFoundPage.namespaces)];
}
