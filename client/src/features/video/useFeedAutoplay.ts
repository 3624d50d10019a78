import { feedAutoplayAllowed } from '../../../../core/videoPlayback';
import { useViewerState } from '../viewer/useViewer';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Whether videos play by themselves here: the person's setting (on for visitors), unless motion is reduced. */
export function useFeedAutoplay(): boolean {
  const { autoplayVideos } = useViewerState();
  return feedAutoplayAllowed(autoplayVideos, usePrefersReducedMotion());
}
