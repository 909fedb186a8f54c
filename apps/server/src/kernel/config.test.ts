import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("the data folder", () => {
  it("is ./data of the folder `npm start` was typed in (the README's ./data), not of the server workspace", () => {
    const project = path.resolve("/srv/wms");
    expect(loadConfig({ INIT_CWD: project }).dataDir).toBe(path.join(project, "data"));
    expect(loadConfig({ INIT_CWD: project, DATA_DIR: "var/wms" }).dataDir).toBe(
      path.join(project, "var/wms"),
    );
  });

  it("keeps an absolute DATA_DIR as it is, and falls back to the process's folder outside npm", () => {
    const absolute = path.resolve("/var/lib/wms");
    expect(loadConfig({ INIT_CWD: "/srv/wms", DATA_DIR: absolute }).dataDir).toBe(absolute);
    expect(loadConfig({}).dataDir).toBe(path.resolve("data"));
  });
});

describe("TLS", () => {
  it("is off by default, and on with a certificate and its key, the public address then https", () => {
    expect(loadConfig({}).tls).toBeUndefined();
    const config = loadConfig({
      PORT: "8443",
      TLS_CERT_FILE: "/etc/wms/cert.pem",
      TLS_KEY_FILE: "/etc/wms/key.pem",
    });
    expect(config.tls).toEqual({ certFile: "/etc/wms/cert.pem", keyFile: "/etc/wms/key.pem" });
    expect(config.publicUrl).toBe("https://localhost:8443");
  });

  it("refuses to start with only one of the two files named", () => {
    expect(() => loadConfig({ TLS_CERT_FILE: "/etc/wms/cert.pem" })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE/,
    );
    expect(() => loadConfig({ TLS_KEY_FILE: "/etc/wms/key.pem" })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
  });
});
