import { describe, expect, it } from 'vitest';
import {
  canInviteCollaborators,
  collaboratorNames,
  collaboratorSummary,
  EMAIL_INVITE_ROW_TEXTS,
  emailInviteRowText,
  looksLikeEmailEntry,
  orderCollaborators,
} from '../../core/collaborators';

const owner = { id: '10', fullName: 'Zoe Owner' };
const viewer = { id: '20', fullName: 'Yann Viewer' };
const ava = { id: '30', fullName: 'Ava Lindqvist' };
const ben = { id: '40', fullName: 'Ben Okafor' };
const chloe = { id: '50', fullName: 'Chloe Martin' };

describe('collaborator ordering', () => {
  it('puts the owner first, then the viewer when collaborating, then the rest by name', () => {
    const ordered = orderCollaborators([chloe, viewer, ben, owner, ava], owner.id, viewer.id);
    expect(ordered.map((p) => p.fullName)).toEqual([
      'Zoe Owner',
      'Yann Viewer',
      'Ava Lindqvist',
      'Ben Okafor',
      'Chloe Martin',
    ]);
  });

  it('sorts everyone after the owner by name when the viewer is not on the board', () => {
    const ordered = orderCollaborators([chloe, viewer, ben, owner], owner.id, null);
    expect(ordered.map((p) => p.id)).toEqual(['10', '40', '50', '20']);
  });

  it('keeps the owner first when the owner is the viewer', () => {
    expect(orderCollaborators([ben, owner, ava], owner.id, owner.id).map((p) => p.id)).toEqual([
      '10',
      '30',
      '40',
    ]);
  });

  it('does not change the list it was given', () => {
    const people = [chloe, owner];
    orderCollaborators(people, owner.id, null);
    expect(people).toEqual([chloe, owner]);
  });
});

describe('avatar group names: up to 3, then a count of the rest', () => {
  it('lists up to three names', () => {
    expect(collaboratorNames(['A', 'B'])).toEqual({ listed: ['A', 'B'], rest: 0 });
    expect(collaboratorNames(['A', 'B', 'C', 'D', 'E'])).toEqual({ listed: ['A', 'B', 'C'], rest: 2 });
  });

  it('reads naturally for one to three people', () => {
    expect(collaboratorSummary([])).toBe('');
    expect(collaboratorSummary(['Ava'])).toBe('Ava');
    expect(collaboratorSummary(['Ava', 'Ben'])).toBe('Ava and Ben');
    expect(collaboratorSummary(['Ava', 'Ben', 'Chloe'])).toBe('Ava, Ben and Chloe');
  });

  it('counts the rest after three names', () => {
    expect(collaboratorSummary(['Ava', 'Ben', 'Chloe', 'Dev'])).toBe('Ava, Ben, Chloe +1 other');
    expect(collaboratorSummary(['Ava', 'Ben', 'Chloe', 'Dev', 'Emi'])).toBe('Ava, Ben, Chloe +2 others');
  });
});

describe('collaborator by email', () => {
  it('offers an email row once the text has an @', () => {
    expect(looksLikeEmailEntry('ava')).toBe(false);
    expect(looksLikeEmailEntry('ava@')).toBe(true);
  });

  it('reads "Keep typing!" while the address is invalid', () => {
    expect(emailInviteRowText('ava@', false)).toBe('Keep typing!');
    expect(emailInviteRowText('ava@example', false)).toBe(EMAIL_INVITE_ROW_TEXTS.invalid);
  });

  it('reads "Click to send!" once it passes the email check', () => {
    expect(emailInviteRowText('ava@example.com', false)).toBe('Click to send!');
  });

  it('reads "Done!" once selected', () => {
    expect(emailInviteRowText('ava@example.com', true)).toBe('Done!');
  });
});

describe('who may invite collaborators', () => {
  it('lets signed-in people acting as themselves invite', () => {
    expect(canInviteCollaborators({ isAuth: true, isActingAs: false })).toBe(true);
  });

  it('refuses anonymous visitors and people acting for a business profile', () => {
    expect(canInviteCollaborators({ isAuth: false, isActingAs: false })).toBe(false);
    expect(canInviteCollaborators({ isAuth: true, isActingAs: true })).toBe(false);
  });
});
