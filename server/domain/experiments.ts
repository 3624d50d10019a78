import { createHash } from 'node:crypto';
import {
  PIN_ATTRIBUTION_EXPERIMENT,
  PIN_ATTRIBUTION_GROUPS,
  type PinAttribution,
  pinAttributionFor,
} from '../../core/pinAttribution';
import { type PinCreationSwitch, pinCreationRefusal, switchesOn } from '../../core/pinCreationSwitches';
import { QUICK_PROMOTE_CLOSE_EXPERIMENT, QUICK_PROMOTE_CLOSE_GROUPS } from '../../core/quickPromoteFlow';
import type { RequestContext } from './context';
import { DomainError } from './errors';

export interface ExperimentGroup {
  name: string;
  /** Share of users, relative to the other groups' weights. */
  weight: number;
}

export interface ExperimentDefinition {
  groups: readonly ExperimentGroup[];
  /** Groups that see the feature. */
  enabledGroups: readonly string[];
  /**
   * Whether signed-out visitors take part too: their group is drawn from the browser's visitor cookie each time
   * (nothing is stored for people without an account), so it stays put for as long as that cookie does.
   */
  visitors?: boolean;
}

/**
 * The experiments this server runs. A user's group is drawn once — deterministically from the experiment name
 * and their id — and stored, so it stays put when the weights change later. EXPERIMENTS="name=group" in the
 * environment forces a group for everyone.
 */
export const EXPERIMENTS: ReadonlyMap<string, ExperimentDefinition> = new Map([
  // The photo-network upsell after creating a pin.
  [
    'web_post_create_retargeting',
    {
      groups: [
        { name: 'enabled', weight: 50 },
        { name: 'control', weight: 50 },
      ],
      enabledGroups: ['enabled'],
    },
  ],
  // Quick promote's window after a successful submit: closed at once with a toast, or kept open on the success
  // step (core/quickPromoteFlow.ts).
  [
    QUICK_PROMOTE_CLOSE_EXPERIMENT,
    {
      groups: [
        { name: QUICK_PROMOTE_CLOSE_GROUPS.keepOpen, weight: 50 },
        { name: QUICK_PROMOTE_CLOSE_GROUPS.closeOnSuccess, weight: 50 },
      ],
      enabledGroups: [QUICK_PROMOTE_CLOSE_GROUPS.closeOnSuccess],
    },
  ],
  // How pin cards credit a pin for signed-out visitors: who saved it and to which board (the signed-in look), the
  // board alone, or the person alone. Every group shows how often the picture was saved.
  [
    PIN_ATTRIBUTION_EXPERIMENT,
    {
      groups: [
        { name: PIN_ATTRIBUTION_GROUPS.pinnerAndBoard, weight: 50 },
        { name: PIN_ATTRIBUTION_GROUPS.board, weight: 25 },
        { name: PIN_ATTRIBUTION_GROUPS.pinner, weight: 25 },
      ],
      enabledGroups: [PIN_ATTRIBUTION_GROUPS.board, PIN_ATTRIBUTION_GROUPS.pinner],
      visitors: true,
    },
  ],
]);

/** A stable bucket in [0, 10000) for a user (or a visitor, `visitor:` and their cookie) in an experiment. */
export function experimentBucket(experiment: string, subject: string): number {
  const digest = createHash('sha256').update(`${experiment}:${subject}`).digest();
  return digest.readUInt32BE(0) % 10_000;
}

export function groupForBucket(definition: ExperimentDefinition, bucket: number): string {
  const total = definition.groups.reduce((sum, g) => sum + g.weight, 0);
  let edge = 0;
  for (const group of definition.groups) {
    edge += (group.weight / total) * 10_000;
    if (bucket < edge) return group.name;
  }
  return definition.groups[definition.groups.length - 1]!.name;
}

/**
 * The viewer's group in an experiment; null for unknown experiments, and for signed-out viewers unless the
 * experiment takes visitors and the browser has a visitor cookie.
 */
export async function experimentGroup(ctx: RequestContext, experiment: string): Promise<string | null> {
  const definition = EXPERIMENTS.get(experiment);
  if (!definition) return null;
  if (!ctx.viewer) {
    if (!definition.visitors || !ctx.visitorId) return null;
    return (
      ctx.settings.experimentOverrides.get(experiment) ??
      groupForBucket(definition, experimentBucket(experiment, `visitor:${ctx.visitorId}`))
    );
  }
  const forced = ctx.settings.experimentOverrides.get(experiment);
  if (forced) return forced;
  const userId = ctx.viewer.id;
  const stored = await ctx.db
    .selectFrom('experiment_assignments')
    .select('group_name')
    .where('user_id', '=', userId)
    .where('experiment', '=', experiment)
    .executeTakeFirst();
  if (stored) return stored.group_name;
  const group = groupForBucket(definition, experimentBucket(experiment, userId));
  await ctx.db
    .insertInto('experiment_assignments')
    .values({ user_id: userId, experiment, group_name: group, assigned_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'experiment']).doNothing())
    .execute();
  return group;
}

export async function isExperimentEnabled(ctx: RequestContext, experiment: string): Promise<boolean> {
  const group = await experimentGroup(ctx, experiment);
  return group !== null && (EXPERIMENTS.get(experiment)?.enabledGroups.includes(group) ?? false);
}

/** How pin cards credit pins for this viewer: the signed-in look, or a signed-out visitor's experiment variant. */
export async function pinAttribution(ctx: RequestContext): Promise<PinAttribution> {
  if (ctx.viewer) return pinAttributionFor(true, null);
  return pinAttributionFor(false, await experimentGroup(ctx, PIN_ATTRIBUTION_EXPERIMENT));
}

/** The pin-creation switches the operator turned on (forced experiment groups only: no statement, no drawing). */
export function pinCreationSwitchesOn(ctx: RequestContext): Set<PinCreationSwitch> {
  return switchesOn(ctx.settings.experimentOverrides);
}

/** Refuses a new pin of this kind while a switch stops it, with the switch's text. */
export function requirePinCreationAllowed(
  ctx: RequestContext,
  kind: { web?: boolean; idea?: boolean; video?: boolean },
): void {
  const refusal = pinCreationRefusal(pinCreationSwitchesOn(ctx), kind);
  if (refusal) throw new DomainError('FORBIDDEN', refusal);
}
