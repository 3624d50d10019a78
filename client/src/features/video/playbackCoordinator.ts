/** A video on the page as the coordinator sees it: something it can start and stop. */
export interface Player {
  play(): void;
  pause(): void;
}

/**
 * One track of playback: at most one of its players plays at a time. Players that would play by themselves
 * (feed videos in view) queue up with `want`; the first plays, and when it leaves the next one starts. A person
 * starting a video (`claim`) stops the one playing.
 */
export class PlaybackTrack {
  private current: Player | null = null;
  private readonly waiting: Player[] = [];

  /** The player that plays now on this track, if any. */
  get playing(): Player | null {
    return this.current;
  }

  /** A player would play by itself now (it came into view): it plays at once when nothing else does. */
  want(player: Player): void {
    if (!this.waiting.includes(player)) this.waiting.push(player);
    if (!this.current) this.start(player);
  }

  /** The player should not play any more (it left view, or left the page); the next waiting one starts. */
  unwant(player: Player): void {
    const at = this.waiting.indexOf(player);
    if (at >= 0) this.waiting.splice(at, 1);
    if (this.current !== player) return;
    this.current = null;
    player.pause();
    const next = this.waiting[0];
    if (next) this.start(next);
  }

  /** The person started this player: it plays, and whichever played before stops. */
  claim(player: Player): void {
    if (this.current === player) return;
    const before = this.current;
    this.current = player;
    before?.pause();
  }

  /** The player stopped on its own (the person paused it, or it ended): nothing plays until asked again. */
  stopped(player: Player): void {
    if (this.current === player) this.current = null;
  }

  private start(player: Player): void {
    this.current = player;
    player.play();
  }
}

/**
 * The page's two tracks: only one organic video plays at a time across the page, and promoted videos play on
 * their own track, so an ad neither stops nor is stopped by what the person watches.
 */
export const playbackTracks = {
  organic: new PlaybackTrack(),
  promoted: new PlaybackTrack(),
};
