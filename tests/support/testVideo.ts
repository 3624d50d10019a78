import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A short test-pattern video made with ffmpeg (mp4: H.264 + AAC; webm: VP9 + Opus). */
export async function videoBytes(format: 'mp4' | 'webm', seconds = 1, size = '320x240'): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-video-'));
  const file = path.join(dir, `clip.${format}`);
  try {
    const codecs =
      format === 'mp4'
        ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast', '-c:a', 'aac']
        : ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'];
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${size}:rate=25`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
      '-t',
      String(seconds),
      ...codecs,
      '-shortest',
      // Metadata the pipeline must strip.
      '-metadata',
      'title=secret location',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
