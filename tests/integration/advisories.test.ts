import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { createBoard, newUser, savePin } from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

const folder = mkdtempSync(path.join(os.tmpdir(), 'tackboard-advisories-'));
const advisoriesFile = path.join(folder, 'advisories.json');
writeFileSync(
  advisoriesFile,
  JSON.stringify([
    {
      advisory: 'harmful_trend',
      severity: 0,
      advisory_type: 3,
      terms: ['blackoutchallenge'],
      notice: { title: 'No results for this search', description: 'This search may lead to harm.' },
    },
    {
      advisory: 'wellbeing',
      severity: 1,
      advisory_type: 14,
      resource_country: 'GB',
      terms: ['crash diet'],
      notice: {
        style: 'warning',
        title: 'Take care',
        description: 'Support is available at support.example.org.',
        links: [{ text: 'support.example.org', url: 'https://support.example.org/' }],
        actions: [{ text: 'Get support', link: 'https://support.example.org/help' }],
        footer: { text: 'Why am I seeing this?', link: 'https://support.example.org/why' },
      },
    },
  ]),
);

let app: TestApp;
let client: TestClient;
beforeAll(async () => {
  app = await startTestApp({ env: { SEARCH_ADVISORIES_FILE: advisoriesFile } });
  const person = await newUser(app);
  client = person.client;
  const board = await createBoard(client, { name: 'Blackoutchallenge and crash diet ideas' });
  await savePin(app, person.user, { boardId: board.entityId, title: 'Blackoutchallenge video' });
  await savePin(app, person.user, { boardId: board.entityId, title: 'Crash diet plan' });
});
afterAll(async () => {
  await app?.close();
});

const SEARCH = graphql(`query AdvisoriesSearch($q: String!) {
  searchAdvisory(query: $q) {
    advisory severity advisoryType resourceCountry
    notice { style title description textTags { type offset length link } actions { buttonText link } footerText footerLink }
  }
  searchPins(query: $q, first: 10) { edges { node { title } } }
  searchBoards(query: $q, first: 10) { edges { node { name } } }
  typeahead(term: $q) { items { kind query } }
}`);

describe('search advisories', () => {
  it('a sensitive search shows its notice above its results', async () => {
    const answer = await client.query(SEARCH, { q: 'Crash-diet' });
    expect(answer.searchAdvisory).toEqual({
      advisory: 'wellbeing',
      severity: 1,
      advisoryType: '14',
      resourceCountry: 'GB',
      notice: {
        style: 'warning',
        title: 'Take care',
        description: 'Support is available at support.example.org.',
        textTags: [{ type: 5, offset: 24, length: 19, link: 'https://support.example.org/' }],
        actions: [{ buttonText: 'Get support', link: 'https://support.example.org/help' }],
        footerText: 'Why am I seeing this?',
        footerLink: 'https://support.example.org/why',
      },
    });
    expect(answer.searchPins.edges.map((e) => e.node.title)).toEqual(['Crash diet plan']);
    expect(answer.searchBoards.edges).toHaveLength(1);
  });

  it('an abusive search shows its notice and nothing else: no pins, boards, people or suggestions', async () => {
    const answer = await app.client().query(SEARCH, { q: 'blackoutchallenge' });
    expect(answer.searchAdvisory).toMatchObject({ advisory: 'harmful_trend', severity: 0 });
    expect(answer.searchPins.edges).toEqual([]);
    expect(answer.searchBoards.edges).toEqual([]);
    expect(answer.typeahead.items).toEqual([]);
    // The same pins are found by their other words.
    const other = await app.client().query(SEARCH, { q: 'video' });
    expect(other.searchAdvisory).toBeNull();
    expect(other.searchPins.edges.map((e) => e.node.title)).toEqual(['Blackoutchallenge video']);
  });

  it('the legacy search resource carries the advisory in its answer', async () => {
    const response = await app
      .client()
      .get(`/resource/BaseSearchResource/get/${resourceQuery({ query: 'crash diet', scope: 'pins' })}`);
    const { body } = await restJson<{ results: unknown[]; advisory: Record<string, unknown> | null }>(
      response,
    );
    if (body.status !== 'success') throw new Error(body.message);
    expect(body.data.results).toHaveLength(1);
    expect(body.data.advisory).toMatchObject({
      advisory: 'wellbeing',
      severity: 1,
      advisory_type: 14,
      resource_country: 'GB',
      advisory_details: {
        title: 'Take care',
        description: { text_tags: [{ type: 5, offset: 24, length: 19 }] },
        actions: [{ button_text: 'Get support' }],
      },
    });
    const withheld = await restJson<{ results: unknown[]; advisory: { severity: number } }>(
      await app
        .client()
        .get(`/resource/BaseSearchResource/get/${resourceQuery({ query: 'blackoutchallenge' })}`),
    );
    expect(withheld.body).toMatchObject({ data: { results: [], advisory: { severity: 0 } } });
  });

  it('an unusable advisories file stops the start with where and why', async () => {
    const bad = path.join(folder, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ advisory: 'x', severity: 7 }]));
    await expect(startTestApp({ env: { SEARCH_ADVISORIES_FILE: bad } })).rejects.toThrow(
      `SEARCH_ADVISORIES_FILE ${bad}: Advisory 1: severity must be 0`,
    );
  });
});
