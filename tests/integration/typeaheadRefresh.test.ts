import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { refreshTypeaheadSuggestions } from '../../server/domain/search';
import { startTypeaheadRefresh, TYPEAHEAD_REFRESH_JOB } from '../../server/jobs/typeaheadRefresh';
import { graphql } from '../gql';
import { createBoard, newUser, savePin, storeTestImage } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ mailWorker: false });
});
afterAll(async () => {
  await app?.close();
});

const TYPEAHEAD = graphql(`
  query TypeaheadRefreshSuggestions($term: String!) { typeahead(term: $term) { items { kind query } } }`);

async function suggested(term: string): Promise<string[]> {
  const data = await app.client().query(TYPEAHEAD, { term });
  return data.typeahead.items.filter((item) => item.kind === 'QUERY').map((item) => item.query ?? '');
}

/** A clock the test moves, shared by the processes it starts. */
function clockAt(start: number) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('the typeahead refresh', () => {
  it('is rebuilt by one process of many, in the background, and again only when due', async () => {
    const { user, client } = await newUser(app);
    const board = await createBoard(client, { name: 'Figs' });
    await savePin(app, user, {
      boardId: board.entityId,
      title: 'Fig galette',
      imageId: (await storeTestImage(app, 77)).id,
    });
    expect(await suggested('fig')).toEqual([]);

    const runs: string[] = [];
    const clock = clockAt(Date.now());
    const processFor = (name: string) =>
      startTypeaheadRefresh(app.db, {
        now: clock.now,
        checkMs: 60 * 60_000,
        everyMs: 10 * 60_000,
        workerId: name,
        refresh: (db: Db) => {
          runs.push(name);
          return refreshTypeaheadSuggestions(db);
        },
      });
    // Two processes start side by side on a database that has never been refreshed: one of them rebuilds.
    const first = processFor('first');
    const second = processFor('second');
    await Promise.all([first.settled(), second.settled()]);
    expect(runs).toHaveLength(1);
    expect(await suggested('fig')).toEqual(['fig galette']);
    const schedule = await app.db
      .selectFrom('jobs')
      .select(['run_at', 'locked_by'])
      .where('type', '=', TYPEAHEAD_REFRESH_JOB)
      .execute();
    expect(schedule).toEqual([{ run_at: new Date(clock.now().getTime() + 10 * 60_000), locked_by: null }]);
    await Promise.all([first.stop(), second.stop()]);

    // A restart before the next one is due rebuilds nothing; once it is due, the next start does.
    clock.advance(5 * 60_000);
    const restarted = processFor('restarted');
    await restarted.settled();
    expect(runs).toHaveLength(1);
    await restarted.stop();
    clock.advance(6 * 60_000);
    const later = processFor('later');
    await later.settled();
    expect(runs).toEqual([runs[0], 'later']);
    await later.stop();
  });
});
