import path from 'node:path';
import type { Readable } from 'node:stream';

/** A byte range asked of a stored file: `end` is inclusive; null reads to the end. */
export interface ByteRange {
  start: number;
  end: number | null;
}

/** A stored file opened for reading: the whole file, or the asked range of it. */
export interface MediaObject {
  body: Readable;
  /** The whole file's size. */
  size: number;
  /** The bytes `body` holds (inclusive); the whole file unless a range was asked. */
  start: number;
  end: number;
  contentType: string;
  etag: string;
}

/** A range that starts past the end of the file. */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super('The requested range is not satisfiable.');
  }
}

/**
 * Where media files live: local disk by default, an S3-compatible bucket to scale out. Paths are relative to the
 * store's root and content-addressed, so writing the same path twice writes the same bytes.
 */
export interface MediaStore {
  /** Says where files go, for the start-up log. */
  readonly description: string;
  /** Checks the store can be used (the folder can be made, the bucket answers); throws a clear error if not. */
  ready(): Promise<void>;
  put(relativePath: string, data: Buffer): Promise<void>;
  /** Moves a finished local file (a processed video) into the store without reading it into memory. */
  putFile(relativePath: string, sourceFile: string): Promise<void>;
  /** Opens a stored file, or a range of it; null when there is no such file. */
  open(relativePath: string, range?: ByteRange): Promise<MediaObject | null>;
  /** Removes files; missing files are fine. */
  remove(relativePaths: readonly string[]): Promise<void>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function mediaContentType(relativePath: string): string {
  return CONTENT_TYPES[path.extname(relativePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Media paths are made by us, but a path from a request must never climb out of the store. */
export function isSafeMediaPath(relativePath: string): boolean {
  return /^[a-z0-9_]+(\/[a-z0-9_][a-z0-9_.-]*)+$/i.test(relativePath) && !relativePath.includes('..');
}

/** The bytes a range covers in a file of `size` bytes; throws when it starts past the end. */
export function clampRange(range: ByteRange | undefined, size: number): { start: number; end: number } {
  if (!range) return { start: 0, end: Math.max(0, size - 1) };
  if (range.start >= size) throw new RangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
