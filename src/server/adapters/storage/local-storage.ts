import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type ObjectStorage } from './storage';

/** Media in a local folder (`$DATA_DIR/uploads`), served by the /media/uploads route. */
export function createLocalStorage(root: string): ObjectStorage {
  const fileFor = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put({ key, body }) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      return readFile(fileFor(key)).catch(() => null);
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
