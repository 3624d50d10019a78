import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { OBJECTIVE_LABELS } from '../../../../core/adsManager';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { CATALOG_TEXTS } from '../../../../core/productCatalog';
import { failureText } from '../../apollo/failureText';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { AudiencePicker } from './AudiencePicker';
import { CampaignSettingsFields } from './CampaignSettingsFields';
import {
  type AdGroupFormValues,
  type AudienceChoice,
  adGroupFormError,
  adGroupInput,
  audienceInput,
  type CampaignFormValues,
  campaignFormError,
  campaignInput,
  DEFAULT_AD_GROUP,
  DEFAULT_CAMPAIGN,
} from './campaignForm';
import {
  AdPinsQuery,
  AdProductGroupsQuery,
  AdsRouteQuery,
  CampaignCreateQuery,
  CreateCampaignMutation,
} from './operations';
import './ads-manager.css';

const STEPS = ['Objective', 'Budget & schedule', 'Ad group', 'Ads', 'Review'] as const;
const PIN_PAGE = 50;

/** The ads step: pick any of your promotable pins (public board, with a link); each becomes an ad. */
function PinPicker(props: { chosen: ReadonlySet<string>; onToggle: (pinId: string) => void }) {
  const { data, error, refetch } = useQuery(AdPinsQuery, { variables: { first: PIN_PAGE } });
  if (!data) {
    return error ? (
      <div>
        <p role="alert">Couldn't load your Pins.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    ) : (
      <Spinner label="Loading your Pins" />
    );
  }
  const pins = (data.viewer.user?.pins.edges ?? []).map((e) => e.node).filter((p) => p.promotable);
  if (pins.length === 0) {
    return <p>You have no Pins to promote yet: save one with a link to a public board.</p>;
  }
  return (
    <fieldset>
      <legend>Pins to promote</legend>
      <div className="campaign-flow__pins">
        {pins.map((pin) => (
          <label key={pin.id}>
            <img src={pin.imageSpec_236x.url} alt="" />
            <span>
              <input
                type="checkbox"
                checked={props.chosen.has(pin.entityId)}
                onChange={() => props.onToggle(pin.entityId)}
              />{' '}
              {pin.title || 'Untitled Pin'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The ads step of a catalog sales campaign: one of the advertiser's product groups. */
function ProductGroupPicker(props: {
  advertiserId: string;
  chosen: string | null;
  onChoose: (id: string, name: string) => void;
}) {
  const { data, error, refetch } = useQuery(AdProductGroupsQuery, {
    variables: { advertiserId: props.advertiserId },
  });
  if (!data) {
    return error ? (
      <div>
        <p role="alert">Couldn't load your product groups.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    ) : (
      <Spinner label="Loading your product groups" />
    );
  }
  const groups = data.productCatalog.productGroups;
  if (groups.length === 0) {
    return (
      <p>
        You have no product groups yet: make one in your{' '}
        <Link to={advertiserUrl('product_catalogs_data_source', { advertiserId: props.advertiserId })}>
          product catalogs
        </Link>
        .
      </p>
    );
  }
  return (
    <fieldset>
      <legend>Product group to promote</legend>
      <p>Its products that are in stock are shown in turn, each leading to its own link.</p>
      {groups.map((group) => (
        <label key={group.entityId} className="campaign-flow__group">
          <input
            type="radio"
            name="productGroup"
            checked={props.chosen === group.entityId}
            onChange={() => props.onChoose(group.entityId, group.name)}
          />{' '}
          {group.name} — {group.summary} ({group.itemCount} product{group.itemCount === 1 ? '' : 's'})
        </label>
      ))}
    </fieldset>
  );
}

/** The ad group step's audience picker, with the advertiser's audiences loaded for it. */
function WizardAudiences(props: {
  advertiserId: string;
  value: AudienceChoice;
  onChange: (value: AudienceChoice) => void;
}) {
  const { data, error, refetch } = useQuery(CampaignCreateQuery, {
    variables: { advertiserId: props.advertiserId },
  });
  if (!data) {
    return error ? (
      <div>
        <p role="alert">Couldn't load your audiences.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    ) : (
      <Spinner label="Loading your audiences" />
    );
  }
  return (
    <AudiencePicker
      advertiserId={props.advertiserId}
      audiences={data.viewer.advertiser?.audiences ?? []}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/** The review step's line: which audiences the ad group shows only to and leaves out, by name. */
function audienceSummary(choice: AudienceChoice, names: ReadonlyMap<string, string>): string {
  const named = (ids: ReadonlySet<string>) => [...ids].map((id) => names.get(id) ?? id).join(', ');
  const parts = [
    choice.include.size > 0 ? `only people in ${named(choice.include)}` : 'everyone the targeting allows',
    choice.exclude.size > 0 ? `leaving out people in ${named(choice.exclude)}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * `/advertiser/{id}/ads/create/`: objective → budget & schedule → ad group targeting & bid → pins for ads →
 * review. Publish starts the campaign; Save draft keeps it as a draft, which is never served, at any step.
 */
export function CampaignCreateRoute() {
  useDocumentTitle('Create campaign');
  const { advertiserId = '' } = useParams();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [campaign, setCampaign] = useState<CampaignFormValues>(DEFAULT_CAMPAIGN);
  const [adGroup, setAdGroup] = useState<AdGroupFormValues>(DEFAULT_AD_GROUP);
  const [audiences, setAudiences] = useState<AudienceChoice>({ include: new Set(), exclude: new Set() });
  const [pins, setPins] = useState<ReadonlySet<string>>(new Set());
  const [productGroup, setProductGroup] = useState<{ id: string; name: string } | null>(null);
  const catalogSales = campaign.objectiveType === 'CATALOG_SALES';
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [create, { loading }] = useMutation(CreateCampaignMutation, {
    // The new campaign goes to the top of the server-ordered table, which the cache does not hold normalised.
    refetchQueries: [AdsRouteQuery],
  });
  const audienceList =
    useQuery(CampaignCreateQuery, { variables: { advertiserId } }).data?.viewer.advertiser?.audiences ?? [];
  const audienceNames = new Map(audienceList.map((a) => [a.entityId, a.name]));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Each step moves focus to its heading, so a keyboard or screen-reader user starts at the step's top.
    if (step > 0) heading.current?.focus();
  }, [step]);

  /** The first problem up to and including `upTo`, moving back to its step. */
  const problemUpTo = (upTo: number): boolean => {
    const now = new Date();
    const campaignError = campaignFormError(campaign, now);
    if (campaignError && upTo >= 0) {
      const at = campaignError.field === 'name' || campaignError.field === 'objectiveType' ? 0 : 1;
      if (at <= upTo) {
        setStep(at);
        setError(campaignError);
        return true;
      }
    }
    const groupError = upTo >= 2 ? adGroupFormError(adGroup, campaign) : null;
    if (groupError) {
      setStep(2);
      setError(groupError);
      return true;
    }
    if (upTo >= 3 && (catalogSales ? productGroup === null : pins.size === 0)) {
      setStep(3);
      setError({
        field: 'ads',
        message: catalogSales ? CATALOG_TEXTS.catalogSalesNeedsGroup : 'Choose at least one Pin.',
      });
      return true;
    }
    setError(null);
    return false;
  };

  const submit = async (draft: boolean) => {
    if (problemUpTo(draft ? 2 : 3)) return;
    try {
      const { data } = await create({
        variables: {
          input: {
            advertiserId,
            campaign: campaignInput(campaign),
            adGroup: { ...adGroupInput(adGroup), ...audienceInput(audiences) },
            ads: catalogSales
              ? productGroup
                ? [{ productGroupId: productGroup.id }]
                : []
              : [...pins].map((pinId) => ({ pinId })),
            draft,
          },
        },
      });
      const result = data?.createCampaign;
      if (result?.__typename === 'MutationCreateCampaignSuccess') {
        navigate(advertiserUrl('ads_manager', { advertiserId }));
        return;
      }
      if (result?.__typename === 'DomainError') {
        // The ad group's refusals (an audience that is gone, say) show under their field on its step.
        if (result.field?.startsWith('adGroup.')) setStep(2);
        setError({ field: result.field ?? 'form', message: failureText(result) });
      }
    } catch (failure) {
      setError({ field: 'form', message: failureText(failure) });
    }
  };

  const next = () => {
    if (!problemUpTo(step)) setStep(step + 1);
  };
  const groupErrorOf = (field: string) =>
    error && (error.field === field || error.field === `adGroup.${field}`) ? error.message : null;

  return (
    <div className="page campaign-flow">
      <h1>Create campaign</h1>
      <ol className="campaign-flow__steps" aria-label="Steps">
        {STEPS.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined}>
            {index + 1}. {name}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (step < STEPS.length - 1) next();
          else void submit(false);
        }}
      >
        <h2 ref={heading} tabIndex={-1}>
          {STEPS[step]}
        </h2>
        {step === 0 || step === 1 ? (
          <CampaignSettingsFields
            values={campaign}
            onChange={setCampaign}
            parts={step === 0 ? ['objective'] : ['budget']}
            error={error}
          />
        ) : null}
        {step === 2 ? (
          <>
            <TextField
              label="Ad group name"
              value={adGroup.name}
              onChange={(e) => setAdGroup({ ...adGroup, name: e.target.value })}
              error={groupErrorOf('name')}
            />
            <TextField
              label="Countries"
              hint="Two-letter codes, like US, CA. Blank: everywhere."
              value={adGroup.countries}
              onChange={(e) => setAdGroup({ ...adGroup, countries: e.target.value })}
              error={groupErrorOf('countries')}
            />
            <TextField
              label="Interests"
              hint="Topics, separated by commas."
              value={adGroup.interests}
              onChange={(e) => setAdGroup({ ...adGroup, interests: e.target.value })}
              error={groupErrorOf('interests')}
            />
            <TextField
              label="Bid per 1,000 impressions"
              inputMode="decimal"
              value={adGroup.bid}
              onChange={(e) => setAdGroup({ ...adGroup, bid: e.target.value })}
              error={groupErrorOf('bid')}
            />
            <WizardAudiences advertiserId={advertiserId} value={audiences} onChange={setAudiences} />
            {groupErrorOf('audiences') ? (
              <p role="alert" className="form-error">
                {groupErrorOf('audiences')}
              </p>
            ) : null}
          </>
        ) : null}
        {step === 3 && catalogSales ? (
          <ProductGroupPicker
            advertiserId={advertiserId}
            chosen={productGroup?.id ?? null}
            onChoose={(id, name) => setProductGroup({ id, name })}
          />
        ) : null}
        {step === 3 && !catalogSales ? (
          <PinPicker
            chosen={pins}
            onToggle={(pinId) =>
              setPins((current) => {
                const nextPins = new Set(current);
                if (nextPins.has(pinId)) nextPins.delete(pinId);
                else nextPins.add(pinId);
                return nextPins;
              })
            }
          />
        ) : null}
        {step === 4 ? (
          <dl className="campaign-flow__review">
            <dt>Campaign</dt>
            <dd>
              {campaign.name} — {OBJECTIVE_LABELS[campaign.objectiveType]}
            </dd>
            <dt>Budget</dt>
            <dd>
              {campaign.budget} {campaign.budgetType === 'DAILY' ? 'a day' : 'in total'}
            </dd>
            <dt>Schedule</dt>
            <dd>
              {campaign.startDate || 'Now'} – {campaign.endDate || 'ongoing'}
            </dd>
            <dt>Ad group</dt>
            <dd>
              {adGroup.name}: {adGroup.countries || 'everywhere'}, bid {adGroup.bid} per 1,000 impressions
            </dd>
            <dt>Audiences</dt>
            <dd>{audienceSummary(audiences, audienceNames)}</dd>
            <dt>Ads</dt>
            <dd>
              {catalogSales
                ? `Product group: ${productGroup?.name ?? 'none chosen'}`
                : `${pins.size} Pin${pins.size === 1 ? '' : 's'}`}
            </dd>
          </dl>
        ) : null}
        {error && (error.field === 'form' || error.field === 'ads' || error.field === 'billing') ? (
          <p role="alert" className="form-error">
            {error.message}
          </p>
        ) : null}
        <div className="campaign-flow__actions">
          {step > 0 ? <Button onClick={() => setStep(step - 1)}>Back</Button> : null}
          <Button onClick={() => void submit(true)} disabled={loading}>
            Save draft
          </Button>
          <Button type="submit" variant="primary" disabled={loading} busy={loading}>
            {step < STEPS.length - 1 ? 'Next' : 'Publish'}
          </Button>
        </div>
      </form>
    </div>
  );
}
