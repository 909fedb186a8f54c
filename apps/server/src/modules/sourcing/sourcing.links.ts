import type { TSourcingMarketplace } from "@wms/contracts";

/**
 * A product link reduced to what identifies the product, so that two links to one product match however
 * they were copied (mobile or desktop host, tracking parameters, fragments): the known marketplaces by
 * their item id, anything else by its URL without tracking parameters. docs/sourcing.md, "Duplicates".
 */
export type TLinkIdentity = { marketplace: TSourcingMarketplace; key: string };

/** Query parameters that say where a click came from, not what was clicked. */
const trackingParameter =
  /^(utm_.*|spm|scm|pvid|fbclid|gclid|dclid|msclkid|yclid|mc_[a-z]+|ref|ref_src|referrer|src|source|from|share_?id|_ga|_gl|igshid|algo_.*|ali_trackid|aff_.*|sk|terminal_id|afsmartredirect|gatewayadapt|tracelog|clickTrackInfo|bizType|_t)$/i;

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function marketplaceItem(url: URL): TLinkIdentity | null {
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  const param = (name: string) => {
    const value = url.searchParams.get(name);
    return value && /^\d{1,20}$/.test(value) ? value : null;
  };
  const found = (marketplace: TSourcingMarketplace, id: string | null | undefined) =>
    id ? { marketplace, key: `${marketplace}:${id}` } : null;

  if (onHost(host, "1688.com")) return found("1688", /\/offer\/(\d{1,20})\.html$/i.exec(path)?.[1]);
  if (onHost(host, "tmall.com") || onHost(host, "tmall.hk")) return found("tmall", param("id"));
  if (onHost(host, "taobao.com")) return found("taobao", param("id"));
  if (/(^|\.)aliexpress\.(com|us|ru)$/.test(host))
    return found("aliexpress", /\/item\/(\d{1,20})\.html$/i.exec(path)?.[1] ?? param("productId"));
  if (onHost(host, "alibaba.com")) return found("alibaba", /_(\d{1,20})\.html$/i.exec(path)?.[1]);
  return null;
}

/** The link's identity; a link that does not parse as a URL is compared as written (lower case, trimmed). */
export function linkIdentity(link: string): TLinkIdentity {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return { marketplace: "other", key: `other:${link.trim().toLowerCase()}` };
  }
  const item = marketplaceItem(url);
  if (item) return item;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, "");
  const kept = [...url.searchParams.entries()]
    .filter(([name]) => !trackingParameter.test(name))
    .sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
  const query = kept.length ? `?${new URLSearchParams(kept).toString()}` : "";
  const path = url.pathname.replace(/\/+$/, "");
  return { marketplace: "other", key: `other:${host}${url.port ? `:${url.port}` : ""}${path}${query}` };
}
