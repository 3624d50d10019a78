import { useEffect, useRef } from 'react';
import { FEED_VIDEO_VISIBLE_RATIO } from '../../../../core/videoPlayback';
import { type Player, playbackTracks } from './playbackCoordinator';
import { useFeedAutoplay } from './useFeedAutoplay';
import { useRecordPromotedVideoWatch } from './useRecordPromotedVideoWatch';

interface PinVideoProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  label: string;
  /** feed: muted and looping while mostly in view, no controls; closeup: with controls. */
  mode: 'feed' | 'closeup';
  /** The promoted pin this video belongs to: it plays on the promoted track and its watched time is reported. */
  promotedPinId?: string | null;
  className?: string;
}

/**
 * A pin's video. Feed videos play by themselves (muted, looping) while mostly in view and pause out of view; the
 * close-up's starts by itself too, with controls. Either way only one organic video plays on the page at a time
 * (see playbackCoordinator), and none plays by itself when the person turned autoplay off or asks for reduced
 * motion.
 */
export function PinVideo({
  src,
  poster,
  width,
  height,
  label,
  mode,
  promotedPinId,
  className,
}: PinVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const autoplay = useFeedAutoplay();
  const recordWatch = useRecordPromotedVideoWatch();
  const track = promotedPinId ? playbackTracks.promoted : playbackTracks.organic;

  // The player and its watch clock, wired to the element's own events so a person's play and pause count too.
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // NOTE: React sets `muted` as a property only on some paths; a video that is not muted may not start by itself.
    video.muted = true;
    const player: Player = {
      play: () => {
        video.play().catch(() => track.stopped(player));
      },
      pause: () => video.pause(),
    };
    let playingSince: number | null = null;
    const onPlaying = () => {
      playingSince ??= performance.now();
    };
    const onStop = () => {
      track.stopped(player);
      if (playingSince !== null && promotedPinId)
        recordWatch(promotedPinId, performance.now() - playingSince);
      playingSince = null;
    };
    const onPlay = () => track.claim(player);
    video.addEventListener('play', onPlay);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);

    let observer: IntersectionObserver | null = null;
    if (autoplay && mode === 'closeup') track.want(player);
    if (autoplay && mode === 'feed') {
      observer = new IntersectionObserver(
        ([entry]) => {
          if (entry && entry.intersectionRatio >= FEED_VIDEO_VISIBLE_RATIO) track.want(player);
          else track.unwant(player);
        },
        { threshold: [0, FEED_VIDEO_VISIBLE_RATIO] },
      );
      observer.observe(video);
    }
    return () => {
      observer?.disconnect();
      track.unwant(player);
      onStop();
      video.removeEventListener('play', onPlay);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
    };
  }, [autoplay, mode, track, promotedPinId, recordWatch]);

  const feed = mode === 'feed';
  return (
    <video
      ref={ref}
      className={className}
      src={src}
      poster={poster}
      width={width}
      height={height}
      aria-label={label}
      // Muted: browsers let only muted videos start by themselves; the close-up's controls unmute.
      muted
      loop={feed}
      controls={!feed}
      playsInline
      preload={feed ? 'none' : 'metadata'}
      tabIndex={feed ? -1 : undefined}
    />
  );
}
