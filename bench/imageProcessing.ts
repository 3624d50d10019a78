/**
 * Image-processing throughput: how many 2725×2225 JPEGs per second our media pipeline (storeImage: verify,
 * EXIF-rotate and strip metadata, re-encode the original, 75x75 attention-cropped square, 170x, 236x, 474x and
 * 736x JPEGs, dominant colour, files written to disk, row recorded) gets through, next to sharp's bare rate for
 * one resize of the same picture (decode → 236 px wide → JPEG), measured in the same run, one image at a time.
 *
 *   npx tsx bench/imageProcessing.ts                # 15 s per measurement
 *   npx tsx bench/imageProcessing.ts --seconds=30
 *
 * Figures on the project's machine (2 cores, sharp 0.35.5 / libvips 8.18.7, in-memory PGlite, local disk),
 * 2026-11-22, two 20 s runs while other sessions shared the cores (load average 2–6):
 *   pipeline, all sizes:  3.7 and 4.2 images/s (235–272 ms per image)
 *   sharp, one resize:    50 and 56 images/s (18–20 ms per image; JPEG shrink-on-load decodes at 1/8 scale)
 * Most of the pipeline's time is the full-resolution decode and re-encode of the original (≈ 100 ms), which
 * strips metadata and applies the EXIF orientation; the five sizes are encoded together (≈ 75 ms on 2 cores).
 * Line for bench/README.md:
 *   | Image processing (2725×2225 JPEG, one at a time) | all sizes through storeImage: ≈ 4 images/s (3.7–4.2) | sharp bare single resize: ≈ 50 images/s (50–56) |
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { storeImage } from '../server/domain/media/media';
import { localMediaStore } from '../server/infra/localMediaStore';

const WIDTH = 2725;
const HEIGHT = 2225;

function secondsOption(): number {
  const arg = process.argv.slice(2).find((a) => a.startsWith('--seconds='));
  const value = Number(arg?.split('=')[1] ?? process.env.BENCH_SECONDS ?? 15);
  if (!Number.isFinite(value) || value <= 0) throw new Error('--seconds must be a positive number');
  return value;
}

/** A photo-like JPEG: smooth gradients with grain, so encoders and the attention crop do real work. */
async function photoLikeJpeg(): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 41) - 20;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const cx = x - WIDTH * 0.6;
      const cy = y - HEIGHT * 0.4;
      const spot = Math.max(0, 255 - Math.sqrt(cx * cx + cy * cy) / 4);
      raw[i] = Math.min(255, Math.max(0, (x / WIDTH) * 180 + spot * 0.3 + noise()));
      raw[i + 1] = Math.min(255, Math.max(0, (y / HEIGHT) * 160 + spot * 0.5 + noise()));
      raw[i + 2] = Math.min(255, Math.max(0, 90 + spot * 0.4 + noise()));
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The yardstick: the shortest sharp script writing the same files as storeImage from the same JPEG — the
 * original re-encoded (rotated, metadata stripped), the five sizes on white as mozjpeg JPEGs, and the dominant
 * colour — each output cloned from one pipeline, all at once, as sharp's documentation shows.
 */
async function minimalScript(input: Buffer, outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const image = sharp(input).rotate();
  const sized = (name: string, resize: (pipeline: Sharp) => Sharp) =>
    resize(image.clone())
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toFile(path.join(outDir, `${name}.jpg`));
  await Promise.all([
    image.clone().jpeg({ quality: 92 }).toFile(path.join(outDir, 'original.jpg')),
    sized('75x75', (p) => p.resize(75, 75, { fit: 'cover', position: 'attention' })),
    sized('170x', (p) => p.resize({ width: 170 })),
    sized('236x', (p) => p.resize({ width: 236 })),
    sized('474x', (p) => p.resize({ width: 474 })),
    sized('736x', (p) => p.resize({ width: 736 })),
  ]);
  await sharp(path.join(outDir, '170x.jpg')).stats();
}

/** Runs `work` back to back for `seconds` after a warm-up; answers images per second. */
async function measure(
  seconds: number,
  work: () => Promise<void>,
): Promise<{ perSecond: number; count: number }> {
  for (let i = 0; i < 2; i++) await work();
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < seconds * 1000) {
    await work();
    count += 1;
  }
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: count / elapsed, count };
}

async function main(): Promise<void> {
  const seconds = secondsOption();
  const input = await photoLikeJpeg();
  console.log(
    `Input: ${WIDTH}×${HEIGHT} JPEG, ${(input.length / 1024 / 1024).toFixed(2)} MB; ${os.cpus().length} cores; ` +
      `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; ${seconds} s per measurement.`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-bench-images-'));
  const connection = await connect({ kind: 'pglite', dataDir: null });
  try {
    await migrateToLatest(connection.db);
    const media = localMediaStore(path.join(dataDir, 'media'));

    // The pipeline skips pictures it has already stored, so each round forgets the previous one first.
    const pipeline = await measure(seconds, async () => {
      await connection.db.deleteFrom('images').execute();
      await storeImage(connection.db, media, input);
    });
    const outDir = path.join(dataDir, 'minimal');
    const script = await measure(seconds, () => minimalScript(input, outDir));
    const bare = await measure(seconds, async () => {
      await sharp(input).resize({ width: 236 }).jpeg().toBuffer();
    });

    const line = (label: string, r: { perSecond: number; count: number }) =>
      `${label.padEnd(28)} ${r.perSecond.toFixed(2).padStart(7)} images/s  (${(1000 / r.perSecond).toFixed(0)} ms each, ${r.count} images)`;
    console.log(line('pipeline, all sizes', pipeline));
    console.log(line('minimal sharp script, same', script));
    console.log(line('sharp, one resize (236x)', bare));
    console.log(`pipeline ÷ minimal script: ${(pipeline.perSecond / script.perSecond).toFixed(2)}`);
    console.log(
      `README line: | Image processing (${WIDTH}×${HEIGHT} JPEG) | storeImage ${pipeline.perSecond.toFixed(1)} images/s | minimal script ${script.perSecond.toFixed(1)} images/s | ratio ${(pipeline.perSecond / script.perSecond).toFixed(2)} | sharp bare single resize ${bare.perSecond.toFixed(1)} images/s |`,
    );
  } finally {
    await connection.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
