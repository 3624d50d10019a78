import { createHash } from 'node:crypto';
import type { RequestContext } from './context';

export interface ExperimentGroup {
  name: string;
  /** Share of users, relative to the other groups' weights. */
  weight: number;
}

export interface ExperimentDefinition {
  groups: readonly ExperimentGroup[];
  /** Groups that see the feature. */
  enabledGroups: readonly string[];
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
]);

/** A stable bucket in [0, 10000) for a user in an experiment. */
export function experimentBucket(experiment: string, userId: string): number {
  const digest = createHash('sha256').update(`${experiment}:${userId}`).digest();
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

/** The viewer's group in an experiment; null for anonymous viewers and unknown experiments. */
export async function experimentGroup(ctx: RequestContext, experiment: string): Promise<string | null> {
  const definition = EXPERIMENTS.get(experiment);
  if (!definition || !ctx.viewer) return null;
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
