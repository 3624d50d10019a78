import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseCountryList, type TargetingSpec } from '../../core/quickPromote';
import { promoteError } from '../domain/advertisers';
import { adGroupTargeting, campaignStatus, type QuickPromotion, quickPromote } from '../domain/promote';
import { respond } from './envelope';
import { fieldsOf, flagField, listField, readBy, textField } from './fields';

/** The targeting spec: ages, genders, interests, and the country as a list or a plus-separated string. */
const targetingSpec = z
  .object(
    {
      ages: listField,
      genders: listField,
      interests: listField,
      country: z.union([
        z.string().transform(parseCountryList),
        listField.transform((codes) => codes.map((c) => c.toUpperCase())),
      ]),
    },
    { error: 'must be an object' },
  )
  .nullish()
  .transform((spec): TargetingSpec => spec ?? { ages: [], genders: [], interests: [], country: [] });

/** The quick-promote body as the legacy client sends it (JSON or form); unknown fields are ignored. */
const quickPromoteBody = z.object({
  advertiser_id: textField,
  pin_id: textField,
  product_group_id: textField,
  campaign_name: textField,
  destination_url: textField,
  budget_in_micro_currency: textField,
  duration: textField,
  is_ongoing: flagField,
  inclusive_end_date: textField,
  auto_targeting_enabled: flagField,
  targeting_spec: targetingSpec,
  objective_type: textField,
  /** WEB_CONVERSION: {conversionTagId (the advertiser id), conversionEvent}. */
  selected_ocpm_tag: z
    .object(
      { conversionTagId: z.coerce.string(), conversionEvent: z.string() },
      { error: 'must be an object' },
    )
    .nullish(),
  /** The answer to quick promote's question: 0 not answered, 1 yes, 2 no, 3 not sure. */
  question_answer: textField,
  start_now: flagField,
  flexible_daily_budget_enabled: flagField,
  ads_client_type: textField,
});

function campaignJson({ campaign, adGroup, ad }: QuickPromotion, now: Date) {
  return {
    id: campaign.id,
    advertiser_id: campaign.advertiser_id,
    pin_id: ad.pin_id,
    name: campaign.name,
    status: campaignStatus(campaign, now),
    objective_type: campaign.objective_type,
    destination_url: ad.destination_url,
    budget_in_micro_currency: String(BigInt(campaign.budget_minor) * 10_000n),
    currency: campaign.currency,
    duration: campaign.duration_days,
    is_ongoing: campaign.is_ongoing,
    inclusive_end_date: campaign.inclusive_end_date,
    start_time: campaign.starts_at.toISOString(),
    end_time: campaign.ends_at?.toISOString() ?? null,
    auto_targeting_enabled: adGroup.auto_targeting,
    targeting_spec: adGroupTargeting(adGroup),
    question_answer: campaign.quick_promote_answer,
    ads_client_type: 'quick_promote',
  };
}

/**
 * POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/: the same domain call as the
 * GraphQL mutation. Failures carry their text in message_detail, which the legacy client shows.
 */
export function registerPromoteRoutes(app: FastifyInstance): void {
  app.post<{ Params: { advertiserId: string; pinId: string } }>(
    '/ads/v4/advertisers/:advertiserId/pins/:pinId/quick_promote/',
    (request, reply) =>
      respond(reply, async () => {
        const body = readBy(quickPromoteBody, fieldsOf(request.body), 'body', (error) =>
          promoteError('VALIDATION', error.message, error.field),
        );
        const { advertiserId, pinId } = request.params;
        // The path names the advertiser and pin; a body that names others is a confused client, not a choice.
        if (body.advertiser_id && body.advertiser_id !== advertiserId) {
          throw promoteError('VALIDATION', 'advertiser_id does not match the address.', 'advertiser_id');
        }
        if (body.pin_id && body.pin_id !== pinId)
          throw promoteError('VALIDATION', 'pin_id does not match the address.', 'pin_id');
        if (!(body.start_now ?? true)) {
          throw promoteError('VALIDATION', 'Quick promotions start right away (start_now).', 'start_now');
        }
        if (body.flexible_daily_budget_enabled) {
          throw promoteError(
            'VALIDATION',
            'Quick promotions keep the same budget every day.',
            'flexible_daily_budget_enabled',
          );
        }
        if (body.ads_client_type && body.ads_client_type !== 'quick_promote') {
          throw promoteError('VALIDATION', 'ads_client_type must be quick_promote.', 'ads_client_type');
        }
        const budget = Number(body.budget_in_micro_currency);
        const promotion = await quickPromote(request.ctx, {
          advertiserId,
          pinId: pinId || null,
          productGroupId: body.product_group_id || null,
          campaignName: body.campaign_name,
          destinationUrl: body.destination_url,
          budgetInMicroCurrency: Number.isFinite(budget) ? budget : 0,
          durationDays: body.duration === '' ? null : Number.parseInt(body.duration, 10),
          isOngoing: body.is_ongoing ?? false,
          inclusiveEndDate: body.inclusive_end_date.trim() || null,
          autoTargeting: body.auto_targeting_enabled ?? true,
          targeting: body.targeting_spec,
          objectiveType: body.objective_type || null,
          selectedOcpmTag: body.selected_ocpm_tag ?? null,
          // A code that is no number becomes NaN, which the domain refuses with the codes it takes.
          questionAnswer: body.question_answer.trim() === '' ? null : Number(body.question_answer),
        });
        return campaignJson(promotion, request.ctx.now());
      }),
  );
}
