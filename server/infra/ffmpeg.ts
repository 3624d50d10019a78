import { execFile } from 'node:child_process';
import { DomainError } from '../domain/errors';
import { notAVideo, type VideoProbe, type VideoTools } from '../domain/media/videos';

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
  streams?: ProbeStream[];
}

const MP4_VIDEO_CODECS = new Set(['h264', 'hevc', 'av1', 'mpeg4', 'vp9']);
const WEBM_VIDEO_CODECS = new Set(['vp8', 'vp9', 'av1']);
const WEBM_AUDIO_CODECS = new Set(['opus', 'vorbis']);

function run(command: string, args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs },
      (error, stdout) => {
        if (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
            // NOTE: ffmpeg comes from the OS packages (Debian's ffmpeg); without it videos cannot be processed.
            reject(new DomainError('VALIDATION', "Video processing isn't available on this server."));
          } else reject(error);
          return;
        }
        resolve(stdout);
      },
    );
  });
}

/** Reads a file's container, size and duration with ffprobe; refuses anything but MP4 and WebM video. */
export async function probeVideo(file: string): Promise<VideoProbe> {
  let output: ProbeOutput;
  try {
    const json = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      60_000,
    );
    output = JSON.parse(json.toString('utf8')) as ProbeOutput;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw notAVideo();
  }
  const formatName = output.format?.format_name ?? '';
  const streams = output.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video?.codec_name || !video.width || !video.height) throw notAVideo();
  const audio = streams.filter((s) => s.codec_type === 'audio');
  let format: VideoProbe['format'];
  if (formatName.split(',').includes('mp4')) {
    const brand = (output.format?.tags?.major_brand ?? '').trim().toLowerCase();
    if (brand === 'qt' || brand.startsWith('3g') || !MP4_VIDEO_CODECS.has(video.codec_name))
      throw notAVideo();
    format = 'mp4';
  } else if (formatName.split(',').includes('webm')) {
    if (!WEBM_VIDEO_CODECS.has(video.codec_name)) throw notAVideo();
    if (audio.some((s) => !WEBM_AUDIO_CODECS.has(s.codec_name ?? ''))) throw notAVideo();
    format = 'webm';
  } else {
    throw notAVideo();
  }
  const duration = Number(output.format?.duration ?? Number.NaN);
  if (!Number.isFinite(duration) || duration <= 0) throw notAVideo();
  const rotation = Math.abs(
    video.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ??
      Number(video.tags?.rotate ?? 0),
  );
  const turned = rotation % 180 === 90;
  return {
    format,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    durationMs: Math.round(duration * 1000),
  };
}

/** One frame as PNG, a second in (or at the start of a very short video). */
async function coverFrame(file: string, durationMs: number): Promise<Buffer> {
  const at = Math.min(1, durationMs / 3000).toFixed(3);
  for (const seek of [at, '0']) {
    const png = await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-nostdin',
        '-ss',
        seek,
        '-i',
        file,
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        'pipe:1',
      ],
      120_000,
    ).catch(() => Buffer.alloc(0));
    if (png.length > 0) return png;
  }
  throw notAVideo();
}

async function remux(sourceFile: string, target: string, format: VideoProbe['format']): Promise<void> {
  await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-nostdin',
      '-y',
      '-i',
      sourceFile,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c',
      'copy',
      '-map_metadata',
      '-1',
      '-map_chapters',
      '-1',
      ...(format === 'mp4' ? ['-movflags', '+faststart'] : []),
      '-f',
      format,
      target,
    ],
    10 * 60_000,
  );
}

/** Video probing, remuxing and cover frames with the OS's ffprobe and ffmpeg (Debian's ffmpeg package). */
export const ffmpegVideoTools: VideoTools = { probe: probeVideo, remux, coverFrame };
