import { requireViewer } from './auth';
import type { RequestContext } from './context';
import { validationError } from './errors';

const STATE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const VALUE = /^[A-Za-z0-9_.:-]{1,128}$/;
/** Enough for any list of seen notices; stops a client from growing a state without end. */
const MAX_VALUES_PER_STATE = 200;

function checkState(state: string): string {
  if (!STATE_NAME.test(state)) throw validationError('Unknown user state.', 'state');
  return state;
}

/** The values stored under one of the viewer's states, oldest first (e.g. the upsells they have seen). */
export async function userStateValues(ctx: RequestContext, state: string): Promise<string[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db
    .selectFrom('user_states')
    .select('value')
    .where('user_id', '=', viewer.id)
    .where('state', '=', checkState(state))
    .orderBy('created_at')
    .orderBy('value')
    .execute();
  return rows.map((r) => r.value);
}

/**
 * UserStateResource create: adds a value to one of the viewer's state lists (claiming_upsells_seen gets
 * POST_CREATE_UPSELL_V2 once the upsell was shown). Adding a value twice keeps one. Returns the list.
 */
export async function addUserState(ctx: RequestContext, state: string, value: string): Promise<string[]> {
  const viewer = requireViewer(ctx);
  checkState(state);
  if (!VALUE.test(value)) throw validationError('That value cannot be stored.', 'value');
  await ctx.db.transaction().execute(async (tx) => {
    const { count } = await tx
      .selectFrom('user_states')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', viewer.id)
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_VALUES_PER_STATE)
      throw validationError('This state holds too many values.', 'value');
    await tx
      .insertInto('user_states')
      .values({ user_id: viewer.id, state, value, created_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'state', 'value']).doNothing())
      .execute();
  });
  return userStateValues(ctx, state);
}
