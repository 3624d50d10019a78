import { isValidEmail } from '../../core/email';
import type { UserRow } from '../db/tables/users';
import { collaboratorSuggestions, inviteCollaborators } from '../domain/collaborators';
import type { RequestContext } from '../domain/context';
import { loadersOf } from '../domain/loaders';
import { avatarUrl } from '../views/images';
import { listOf, textOf } from './fields';
import type { ResourceTable } from './resourceTypes';

/** A collaborator suggestion row. */
async function suggestionJson(ctx: RequestContext, user: UserRow, type: 'user' | 'user_share_suggestion') {
  const image = user.image_id ? await loadersOf(ctx).images.load(user.image_id) : null;
  return {
    type,
    id: user.id,
    full_name: user.full_name,
    username: user.username,
    image_medium_url: avatarUrl(image, '170x'),
    image_large_url: avatarUrl(image, '474x'),
  };
}

export const collaboratorResources: ResourceTable = {
  ShareSuggestionsResource: {
    get: async (ctx) => {
      const people = await collaboratorSuggestions(ctx, '');
      return Promise.all(people.map((u) => suggestionJson(ctx, u, 'user_share_suggestion')));
    },
  },
  CollaboratorTypeaheadResource: {
    get: async (ctx, o) => {
      const term = textOf(o, 'term', 'query');
      const people = await Promise.all(
        (await collaboratorSuggestions(ctx, term)).map((u) => suggestionJson(ctx, u, 'user')),
      );
      // Text that looks like an address is offered as an email invitation (valid says whether it can be sent).
      return term.includes('@')
        ? [...people, { type: 'email', id: term, valid: isValidEmail(term) }]
        : people;
    },
  },
  BoardInviteResource: {
    create: async (ctx, o) => {
      const invites = await inviteCollaborators(ctx, {
        boardId: textOf(o, 'board_id'),
        userIds: listOf(o, 'invited_user_ids'),
        emails: listOf(o, 'emails'),
      });
      return invites.map((i) => ({
        id: i.id,
        board_id: i.board_id,
        invitee_id: i.invitee_id,
        email: i.email,
        status: i.status,
      }));
    },
  },
};
