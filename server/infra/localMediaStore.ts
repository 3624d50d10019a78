import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clampRange, isSafeMediaPath, type MediaStore, mediaContentType } from '../domain/media/mediaStore';

function temporaryBeside(target: string): string {
  return `${target}.${process.pid}.${Date.now()}.tmp`;
}

/** The media store on local disk: files under `rootDir`, written whole or not at all. */
export function localMediaStore(rootDir: string): MediaStore {
  const resolve = (relativePath: string) => {
    if (!isSafeMediaPath(relativePath)) throw new Error(`Not a media path: ${relativePath}`);
    return path.join(rootDir, relativePath);
  };
  return {
    description: `local folder ${rootDir}`,
    async ready() {
      await mkdir(rootDir, { recursive: true });
    },
    async put(relativePath, data) {
      const target = resolve(relativePath);
      await mkdir(path.dirname(target), { recursive: true });
      // NOTE: write then rename, so a reader never sees half a file.
      const temporary = temporaryBeside(target);
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async putFile(relativePath, sourceFile) {
      const target = resolve(relativePath);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(sourceFile, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another file system: copy beside the target, then rename.
        const temporary = temporaryBeside(target);
        await copyFile(sourceFile, temporary);
        await rename(temporary, target);
        await unlink(sourceFile).catch(() => {});
      }
    },
    async open(relativePath, range) {
      const file = resolve(relativePath);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const { start, end } = clampRange(range, info.size);
      return {
        body: createReadStream(file, { start, end }),
        size: info.size,
        start,
        end,
        contentType: mediaContentType(relativePath),
        etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
      };
    },
    async remove(relativePaths) {
      for (const relativePath of relativePaths) await unlink(resolve(relativePath)).catch(() => {});
    },
  };
}
