/**
 * Switches an operator turns on to stop pin creation: for all, for web pins, idea pins or video. They are experiments forced for everyone — `EXPERIMENTS=<name>=on` — and
 * never drawn per person: a switch is the same for everybody.
 */
export const PIN_CREATION_SWITCHES = {
  /** No new pins at all (saving existing pins stays possible). */
  all: 'web_pin_creation_disabled',
  /** No pins from a web page's picture (an image link: the pin-create page, bookmarklet, save button, API). */
  web: 'web_pin_creation_disabled_web_pins',
  /** No multi-picture pins (Tackboard's carousel pins stand in for idea pins). */
  idea: 'web_pin_creation_disabled_idea_pins',
  /** No video pins. */
  video: 'web_pin_creation_disabled_video',
} as const;

export type PinCreationSwitch = keyof typeof PIN_CREATION_SWITCHES;

/** The group that turns a switch on. */
export const SWITCH_ON_GROUP = 'on';

export const PIN_CREATION_DISABLED_TEXTS: Readonly<Record<PinCreationSwitch, string>> = {
  all: 'Creating Pins is turned off on this site for now. You can still save Pins to your boards.',
  web: 'Creating Pins from websites is turned off on this site for now. Upload the picture instead.',
  idea: 'Carousel Pins are turned off on this site for now. Publish the pictures as separate Pins.',
  video: 'Video Pins are turned off on this site for now. Upload a picture instead.',
};

/** The switches that are on, from the forced experiment groups. */
export function switchesOn(forced: ReadonlyMap<string, string>): Set<PinCreationSwitch> {
  const on = new Set<PinCreationSwitch>();
  for (const [name, experiment] of Object.entries(PIN_CREATION_SWITCHES) as [PinCreationSwitch, string][]) {
    if (forced.get(experiment) === SWITCH_ON_GROUP) on.add(name);
  }
  return on;
}

/** The refusal for a new pin of this kind, or null when creation is allowed. */
export function pinCreationRefusal(
  on: ReadonlySet<PinCreationSwitch>,
  kind: { web?: boolean; idea?: boolean; video?: boolean },
): string | null {
  if (on.has('all')) return PIN_CREATION_DISABLED_TEXTS.all;
  if (kind.web && on.has('web')) return PIN_CREATION_DISABLED_TEXTS.web;
  if (kind.idea && on.has('idea')) return PIN_CREATION_DISABLED_TEXTS.idea;
  if (kind.video && on.has('video')) return PIN_CREATION_DISABLED_TEXTS.video;
  return null;
}
