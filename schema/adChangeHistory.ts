import {
  AD_CHANGE_ACTIONS,
  AD_CHANGE_OBJECTS,
  type AdSettingChange,
  adChangeFieldLabel,
  formatAdChangeValue,
} from '../core/adChangeHistory';
import { type AdChangeWithActor, listAdChanges } from '../server/domain/adChangeHistory';
import { builder } from './builder';
import { keysetConnection } from './pagination';
import { AdvertiserRef } from './promote';

const AdChangeObjectEnum = builder.enumType('AdChangeObject', { values: AD_CHANGE_OBJECTS });
const AdChangeActionEnum = builder.enumType('AdChangeAction', { values: AD_CHANGE_ACTIONS });

const AdSettingChangeRef = builder
  .objectRef<AdSettingChange & { currency: string; isNew: boolean }>('AdSettingChange')
  .implement({
    description: 'One setting a change changed, in words (money in the advertiser’s currency, times in UTC).',
    fields: (t) => ({
      field: t.exposeString('field'),
      label: t.string({ resolve: (c) => adChangeFieldLabel(c.field) }),
      before: t.string({
        nullable: true,
        description: 'Null when the change made the object (created or duplicated).',
        resolve: (c) => (c.isNew ? null : formatAdChangeValue(c.field, c.before, c.currency)),
      }),
      after: t.string({ resolve: (c) => formatAdChangeValue(c.field, c.after, c.currency) }),
    }),
  });

const AdChangeRef = builder.objectRef<AdChangeWithActor>('AdChange').implement({
  description: 'An entry of an advertiser’s change history.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    objectType: t.field({ type: AdChangeObjectEnum, resolve: (c) => c.object_type }),
    objectId: t.exposeString('object_id'),
    objectName: t.exposeString('object_name', { description: 'Its name when changed.' }),
    action: t.field({ type: AdChangeActionEnum, resolve: (c) => c.action }),
    actorName: t.string({
      nullable: true,
      description:
        'Who made it (the person, not the profile they acted for); null once their account is gone.',
      resolve: (c) => c.actor_name,
    }),
    actorUsername: t.string({ nullable: true, resolve: (c) => c.actor_username }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.created_at }),
    changes: t.field({
      type: [AdSettingChangeRef],
      resolve: (c) => {
        const isNew = c.action === 'CREATED' || c.action === 'DUPLICATED';
        return c.changes.map((change) => ({ ...change, currency: c.currency, isNew }));
      },
    }),
  }),
});

builder.objectField(AdvertiserRef, 'changeHistory', (t) =>
  t.connection({
    type: AdChangeRef,
    description:
      'Creates, edits, status changes and duplicates of its campaigns, ad groups and ads, newest first.',
    args: {
      objectType: t.arg({ type: AdChangeObjectEnum, description: 'Only changes to this kind of object.' }),
    },
    resolve: (a, args, ctx) =>
      keysetConnection(
        args,
        (page) => listAdChanges(ctx, a.id, args.objectType ?? null, page),
        (c) => c.id,
      ),
  }),
);
