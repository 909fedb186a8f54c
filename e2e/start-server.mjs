// Starts the built server for the e2e run on a fresh embedded database (DATA_DIR is wiped first).
import { spawn } from "node:child_process";
import fs from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir || dataDir === "/" || dataDir.length < 8)
  throw new Error(`refusing to wipe DATA_DIR=${dataDir}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const child = spawn("npm", ["run", "start", "-w", "@wms/server"], {
  cwd: "..",
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
