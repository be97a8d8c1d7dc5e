import { rmSync } from 'node:fs';

/** Each run seeds its own embedded database (about 100 MB): remove it when the run is over. */
export default function removeDataDir() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
