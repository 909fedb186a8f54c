import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { onTestFinished } from "vitest";

/**
 * Makes `dir` (created if missing) refuse new files for the rest of the test, and writable again when the
 * test ends, passed or failed. Root ignores a folder's mode, and tests run as root here and in CI: as root
 * the folder is made immutable (`chattr +i`: writes fail with EPERM), otherwise read-only (mode 0500:
 * EACCES). Throws when neither took, so a test never passes on a folder that could be written.
 */
export async function makeUnwritable(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chattr", ["+i", dir]);
  else await fs.chmod(dir, 0o500);
  onTestFinished(async () => {
    if (asRoot) execFileSync("chattr", ["-i", dir]);
    else await fs.chmod(dir, 0o700);
  });
  const probe = path.join(dir, ".probe");
  const written = await fs.writeFile(probe, "x").then(
    () => true,
    () => false,
  );
  if (written) {
    await fs.rm(probe, { force: true });
    throw new Error(`makeUnwritable: ${dir} can still be written (chattr unsupported on this file system?)`);
  }
}
