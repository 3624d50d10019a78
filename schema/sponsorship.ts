import {
  PAID_LINK_LABEL,
  paidLabelsText,
  paidPartnershipLabel,
  SPONSORSHIP_ANSWERS,
} from '../core/sponsorship';
import type { PinSponsorshipRow } from '../server/db/tables/pinSponsorships';
import { loadersOf } from '../server/domain/loaders';
import {
  answerSponsorship,
  brandShownTo,
  listSponsorshipRequests,
  maySetPinLabels,
  type ShownSponsorship,
  searchBrands,
  showsPaidLink,
} from '../server/domain/sponsorships';
import { builder } from './builder';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { PinRef, UserRef } from './refs';

export const PaidPartnershipRef = builder.objectRef<ShownSponsorship>('PaidPartnership').implement({
  description:
    'A paid partnership a pin’s maker declared with a brand (a business account). Statuses: 0 waiting for the ' +
    'brand, 1 approved (the brand is named), 2 rejected, 3 ended (or the brand can no longer be named); every ' +
    'status shows the "Paid partnership" label, and only 1 names the brand.',
  fields: (t) => ({
    status: t.exposeInt('status'),
    brandName: t.exposeString('brandName', {
      nullable: true,
      description: 'The brand’s name while it approves and may be named to the viewer; null otherwise.',
    }),
    label: t.string({
      nullable: true,
      description:
        '"Paid partnership" or "Paid partnership with {brand}"; null for a status this server does not know.',
      resolve: (s) => paidPartnershipLabel(s.status, s.brandName),
    }),
    brand: t.field({
      type: UserRef,
      nullable: true,
      description:
        'The brand asked: shown to the pin’s maker and to the brand whatever its answer, to others once named.',
      resolve: (s, _, ctx) => brandShownTo(ctx, s),
    }),
  }),
});

builder.objectFields(PinRef, (t) => ({
  paidPartnership: t.field({
    type: PaidPartnershipRef,
    nullable: true,
    description: 'The paid partnership the pin (or the pin it was saved from) declares; null for none.',
    resolve: (p, _, ctx) => (p.sponsorship_id ? loadersOf(ctx).sponsorships.load(p.id) : null),
  }),
  paidLink: t.boolean({
    description: `Its link is paid (an affiliate link): the pin says "${PAID_LINK_LABEL}".`,
    resolve: (p) => showsPaidLink(p),
  }),
  paidLabel: t.string({
    nullable: true,
    description:
      'What a card and the close-up show about paid content: "Paid partnership" (with the brand once it approves) ' +
      'and "Paid link", joined by " · "; null when neither applies.',
    resolve: async (p, _, ctx) =>
      paidLabelsText(
        p.sponsorship_id ? await loadersOf(ctx).sponsorships.load(p.id) : null,
        showsPaidLink(p),
      ),
  }),
  canSetPaidLabels: t.boolean({
    description:
      'Whether the viewer may set the paid link and paid partnership: the maker, on the pin they made.',
    resolve: (p, _, ctx) => maySetPinLabels(ctx, p),
  }),
}));

export const SponsorshipAnswerEnum = builder.enumType('PaidPartnershipAnswer', {
  description: 'A brand’s answer: approve or reject a waiting request, or end an approved partnership.',
  values: SPONSORSHIP_ANSWERS,
});

const PaidPartnershipRequestRef = builder.objectRef<PinSponsorshipRow>('PaidPartnershipRequest').implement({
  description: 'A paid partnership naming the viewer as brand, as the brand’s requests page lists it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    status: t.exposeInt('status'),
    pin: t.field({
      type: PinRef,
      nullable: true,
      description: 'The pin it was declared on; null when the viewer may no longer see it.',
      resolve: (r) => r.pin_id,
    }),
    creator: t.field({ type: UserRef, nullable: true, resolve: (r) => r.creator_id }),
    requestedAt: t.field({ type: 'DateTime', resolve: (r) => r.requested_at }),
    answeredAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.answered_at }),
  }),
});

builder.queryField('paidPartnershipRequests', (t) =>
  t.connection({
    type: PaidPartnershipRequestRef,
    description:
      'The paid partnerships naming the acting profile as brand, newest first, on pins it may see. Only the brand ' +
      '(its account, or someone acting for it) is answered.',
    authScopes: { loggedIn: true },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => listSponsorshipRequests(ctx, page),
        (r) => r.id,
      ),
  }),
);

builder.queryField('brandSearch', (t) =>
  t.field({
    type: [UserRef],
    description:
      'Business accounts the viewer may name as the brand of a paid partnership, by username or name (up to 8).',
    authScopes: { loggedIn: true },
    args: { query: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => searchBrands(ctx, args.query),
  }),
);

builder.mutationField('answerPaidPartnership', (t) =>
  t.field({
    type: PaidPartnershipRequestRef,
    description: 'The brand approves or rejects a waiting request, or ends an approved partnership.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      requestId: t.arg.string({ required: true }),
      answer: t.arg({ type: SponsorshipAnswerEnum, required: true }),
    },
    resolve: (_, args, ctx) => answerSponsorship(ctx, args.requestId, args.answer),
  }),
);
