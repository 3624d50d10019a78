import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where image files live. Local disk by default; an S3-compatible bucket implements the same interface. */
export interface MediaStore {
  put(relativePath: string, data: Buffer): Promise<void>;
  /** The folder served under /media, when files are on local disk. */
  readonly rootDir: string | null;
}

export function localMediaStore(rootDir: string): MediaStore {
  return {
    rootDir,
    async put(relativePath, data) {
      const target = path.join(rootDir, relativePath);
      await mkdir(path.dirname(target), { recursive: true });
      // NOTE: write then rename, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
  };
}
