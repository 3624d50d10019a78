import type { Advisory, AdvisoryNotice, NoticeTextTag } from '../core/advisories';
import { searchAdvisory } from '../server/domain/advisories';
import { builder } from './builder';

const NoticeTextTagRef = builder.objectRef<NoticeTextTag>('NoticeTextTag').implement({
  description: 'A marked part of a notice description; type 5 is a link.',
  fields: (t) => ({
    type: t.exposeInt('type'),
    offset: t.exposeInt('offset'),
    length: t.exposeInt('length'),
    link: t.exposeString('link'),
  }),
});

const NoticeActionRef = builder.objectRef<AdvisoryNotice['actions'][number]>('NoticeAction').implement({
  fields: (t) => ({ buttonText: t.exposeString('text'), link: t.exposeString('link') }),
});

const AdvisoryNoticeRef = builder.objectRef<AdvisoryNotice>('AdvisoryNotice').implement({
  fields: (t) => ({
    style: t.exposeString('style'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    textTags: t.field({ type: [NoticeTextTagRef], resolve: (n) => n.textTags }),
    actions: t.field({ type: [NoticeActionRef], resolve: (n) => n.actions }),
    footerText: t.string({ nullable: true, resolve: (n) => n.footer?.text ?? null }),
    footerLink: t.string({ nullable: true, resolve: (n) => n.footer?.link ?? null }),
  }),
});

const SearchAdvisoryRef = builder.objectRef<Advisory>('SearchAdvisory').implement({
  description:
    'A notice for a sensitive or abusive search. Severity 0 abusive (no results), 1 sensitive, 2 brand unsafe.',
  fields: (t) => ({
    advisory: t.exposeString('advisory'),
    severity: t.exposeInt('severity'),
    advisoryType: t.string({ resolve: (a) => String(a.advisoryType) }),
    resourceCountry: t.exposeString('resourceCountry', { nullable: true }),
    notice: t.field({ type: AdvisoryNoticeRef, resolve: (a) => a.notice }),
  }),
});

builder.queryField('searchAdvisory', (t) =>
  t.field({
    type: SearchAdvisoryRef,
    nullable: true,
    description: 'The advisory shown with the results of this search, if any.',
    args: { query: t.arg.string({ required: true }) },
    resolve: (_, { query }, ctx) => searchAdvisory(ctx, query),
  }),
);
