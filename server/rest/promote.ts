import type { FastifyInstance } from 'fastify';
import { parseCountryList, type TargetingSpec } from '../../core/quickPromote';
import type { CampaignRow } from '../db/tables/campaigns';
import { promoteError } from '../domain/advertisers';
import { campaignStatus, campaignTargeting, quickPromote } from '../domain/promote';
import { respond } from './envelope';

type Body = Record<string, unknown>;

function text(body: Body, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function flag(body: Body, key: string, fallback: boolean): boolean {
  const value = body[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '') return value.split(',').map((v) => v.trim());
  return [];
}

/** The targeting spec: ages, genders, interests, and the country as a list or a plus-separated string. */
function targetingSpec(value: unknown): TargetingSpec {
  const spec = (value && typeof value === 'object' ? value : {}) as Body;
  const country = spec.country;
  return {
    ages: list(spec.ages),
    genders: list(spec.genders),
    interests: list(spec.interests),
    country:
      typeof country === 'string' ? parseCountryList(country) : list(country).map((c) => c.toUpperCase()),
  };
}

function campaignJson(campaign: CampaignRow, now: Date) {
  return {
    id: campaign.id,
    advertiser_id: campaign.advertiser_id,
    pin_id: campaign.pin_id,
    name: campaign.name,
    status: campaignStatus(campaign, now),
    objective_type: campaign.objective_type,
    destination_url: campaign.destination_url,
    budget_in_micro_currency: String(campaign.daily_budget_micros),
    currency: campaign.currency,
    duration: campaign.duration_days,
    is_ongoing: campaign.is_ongoing,
    inclusive_end_date: campaign.inclusive_end_date,
    start_time: campaign.starts_at.toISOString(),
    end_time: campaign.ends_at?.toISOString() ?? null,
    auto_targeting_enabled: campaign.auto_targeting,
    targeting_spec: campaignTargeting(campaign),
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
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
        const { advertiserId, pinId } = request.params;
        // The path names the advertiser and pin; a body that names others is a confused client, not a choice.
        const bodyAdvertiser = text(body, 'advertiser_id');
        if (bodyAdvertiser && bodyAdvertiser !== advertiserId) {
          throw promoteError('VALIDATION', 'advertiser_id does not match the address.', 'advertiser_id');
        }
        const bodyPin = text(body, 'pin_id');
        if (bodyPin && bodyPin !== pinId)
          throw promoteError('VALIDATION', 'pin_id does not match the address.', 'pin_id');
        if (!flag(body, 'start_now', true)) {
          throw promoteError('VALIDATION', 'Quick promotions start right away (start_now).', 'start_now');
        }
        if (flag(body, 'flexible_daily_budget_enabled', false)) {
          throw promoteError(
            'VALIDATION',
            'Quick promotions keep the same budget every day.',
            'flexible_daily_budget_enabled',
          );
        }
        const clientType = text(body, 'ads_client_type');
        if (clientType && clientType !== 'quick_promote') {
          throw promoteError('VALIDATION', 'ads_client_type must be quick_promote.', 'ads_client_type');
        }
        const budget = Number(text(body, 'budget_in_micro_currency'));
        const duration = text(body, 'duration');
        const campaign = await quickPromote(request.ctx, {
          advertiserId,
          pinId: pinId || null,
          productGroupId: text(body, 'product_group_id') || null,
          campaignName: text(body, 'campaign_name'),
          destinationUrl: text(body, 'destination_url'),
          budgetInMicroCurrency: Number.isFinite(budget) ? budget : 0,
          durationDays: duration === '' ? null : Number.parseInt(duration, 10),
          isOngoing: flag(body, 'is_ongoing', false),
          inclusiveEndDate: text(body, 'inclusive_end_date').trim() || null,
          autoTargeting: flag(body, 'auto_targeting_enabled', true),
          targeting: targetingSpec(body.targeting_spec),
          objectiveType: text(body, 'objective_type') || null,
        });
        return campaignJson(campaign, request.ctx.now());
      }),
  );
}
