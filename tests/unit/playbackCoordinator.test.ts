import { describe, expect, it } from 'vitest';
import { PlaybackTrack, type Player } from '../../client/src/features/video/playbackCoordinator';
import { feedAutoplayAllowed, MAX_WATCH_REPORT_MS, watchTimeToRecord } from '../../core/videoPlayback';

function fakePlayer(name: string, log: string[]): Player {
  return { play: () => log.push(`${name} plays`), pause: () => log.push(`${name} pauses`) };
}

describe('only one video plays at a time on a track', () => {
  it('the first video in view plays, the next waits, and starts when the first leaves view', () => {
    const log: string[] = [];
    const track = new PlaybackTrack();
    const a = fakePlayer('a', log);
    const b = fakePlayer('b', log);
    track.want(a);
    track.want(b);
    expect(track.playing).toBe(a);
    track.unwant(a);
    expect(log).toEqual(['a plays', 'a pauses', 'b plays']);
    expect(track.playing).toBe(b);
  });

  it('a video the person starts stops the one playing; pausing it starts nothing else', () => {
    const log: string[] = [];
    const track = new PlaybackTrack();
    const feed = fakePlayer('feed', log);
    const chosen = fakePlayer('chosen', log);
    track.want(feed);
    track.claim(chosen);
    expect(log).toEqual(['feed plays', 'feed pauses']);
    track.stopped(chosen);
    expect(track.playing).toBeNull();
  });

  it('a waiting video that leaves view never plays', () => {
    const log: string[] = [];
    const track = new PlaybackTrack();
    const a = fakePlayer('a', log);
    const b = fakePlayer('b', log);
    track.want(a);
    track.want(b);
    track.unwant(b);
    track.unwant(a);
    expect(log).toEqual(['a plays', 'a pauses']);
  });
});

describe('autoplay and watch time rules', () => {
  it('feeds autoplay only with the setting on and no reduced-motion request', () => {
    expect(feedAutoplayAllowed(true, false)).toBe(true);
    expect(feedAutoplayAllowed(false, false)).toBe(false);
    expect(feedAutoplayAllowed(true, true)).toBe(false);
  });

  it('a report adds whole milliseconds, nothing for bad input, at most ten minutes', () => {
    expect(watchTimeToRecord(1234.6)).toBe(1235);
    expect(watchTimeToRecord(-1)).toBe(0);
    expect(watchTimeToRecord(Number.NaN)).toBe(0);
    expect(watchTimeToRecord(1e12)).toBe(MAX_WATCH_REPORT_MS);
  });
});
