import { useMutation, useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import {
  AUDIENCE_KIND_LABELS,
  AUDIENCE_KINDS,
  AUDIENCE_MAX_LOOKBACK_DAYS,
  type AudienceKind,
  audienceSizeText,
} from '../../../../core/conversions';
import { failureText } from '../../apollo/failureText';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/FormError';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { AudiencesRouteQuery, CreateAudienceMutation, DeleteAudienceMutation } from './operations';
import './audiences.css';

function kindLabel(kind: string): string {
  return AUDIENCE_KIND_LABELS.get(kind as AudienceKind) ?? kind;
}

/**
 * `/advertiser/{id}/audiences/`: the advertiser's audiences (who engaged with its pins or visited its site within
 * some days), to include or leave out in an ad group's targeting. Sizes below 100 people are not shown.
 */
export function AudiencesRoute() {
  useDocumentTitle('Audiences');
  const { advertiserId = '' } = useParams();
  const { data } = useSuspenseQuery(AudiencesRouteQuery, {
    variables: { advertiserId },
    fetchPolicy: 'cache-and-network',
  });
  // Sizes are counted by the server, so the list is read again after a change rather than patched.
  const [create, { loading: creating }] = useMutation(CreateAudienceMutation, {
    refetchQueries: ['AudiencesRouteQuery'],
    awaitRefetchQueries: true,
  });
  const [remove] = useMutation(DeleteAudienceMutation, { refetchQueries: ['AudiencesRouteQuery'] });
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AudienceKind>('ENGAGED');
  const [days, setDays] = useState('30');
  const [errors, setErrors] = useState<{ field: string | null; text: string } | null>(null);
  const advertiser = data.viewer.advertiser;

  if (!advertiser || advertiser.entityId !== advertiserId) {
    return (
      <div className="page">
        <EmptyState
          title="No audiences here"
          action={<Link to={advertiserUrl('quick_promote_page')}>Promote a Pin</Link>}
        >
          {data.viewer.isAuth
            ? "This isn't your advertiser account, or it doesn't exist."
            : 'Log in to see your audiences.'}
        </EmptyState>
      </div>
    );
  }

  const manages = advertiser.access === 'MANAGE';
  const submit = async () => {
    setErrors(null);
    try {
      const { data: answer } = await create({
        variables: { input: { advertiserId, name, kind, lookbackDays: Number(days) } },
      });
      const result = answer?.createAudience;
      if (result?.__typename === 'DomainError')
        setErrors({ field: result.field ?? null, text: failureText(result) });
      else setName('');
    } catch (thrown) {
      setErrors({ field: null, text: failureText(thrown) });
    }
  };
  const fieldError = (field: string) => (errors?.field === field ? errors.text : null);

  return (
    <div className="page audiences-page">
      <h1>Audiences</h1>
      <p>
        Reach the people who already know you, or leave them out: choose audiences in an ad group’s targeting
        in the <Link to={advertiserUrl('ads_manager', { advertiserId })}>ads manager</Link>. Site visitors
        come from your{' '}
        <Link to={advertiserUrl('conversions', { advertiserId, section: 'tag' })}>conversion tag</Link>.
      </p>
      {manages ? null : (
        <p role="status">
          You can see this account’s audiences as an analyst; its owners and admins make them.
        </p>
      )}
      {manages ? (
        <form
          className="audiences-form"
          aria-label="New audience"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Name"
            value={name}
            maxLength={100}
            required
            onChange={(event) => setName(event.target.value)}
            error={fieldError('name')}
          />
          <SelectField
            label="People"
            value={kind}
            onChange={(event) => setKind(event.target.value as AudienceKind)}
          >
            {AUDIENCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Within the last (days)"
            type="number"
            min={1}
            max={AUDIENCE_MAX_LOOKBACK_DAYS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={fieldError('lookbackDays')}
          />
          <Button type="submit" variant="primary" disabled={creating || name.trim() === ''}>
            {creating ? 'Creating…' : 'Create audience'}
          </Button>
          {errors && errors.field !== 'name' && errors.field !== 'lookbackDays' ? (
            <FormError text={errors.text} />
          ) : null}
        </form>
      ) : null}
      {advertiser.audiences.length === 0 ? (
        <EmptyState title="No audiences yet">
          {manages ? 'Create one above to use it in your ad groups.' : 'This account has made none.'}
        </EmptyState>
      ) : (
        <table className="audiences-table">
          <caption>Your audiences</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">People</th>
              <th scope="col">Days</th>
              <th scope="col">Size</th>
              {manages ? (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {advertiser.audiences.map((audience) => (
              <tr key={audience.entityId}>
                <th scope="row">{audience.name}</th>
                <td>{kindLabel(audience.kind)}</td>
                <td>{audience.lookbackDays}</td>
                <td>{audienceSizeText(audience.size ?? null)}</td>
                {manages ? (
                  <td>
                    <Button
                      aria-label={`Delete ${audience.name}`}
                      onClick={() =>
                        void remove({ variables: { audienceId: audience.entityId } }).then(
                          ({ data: answer }) => {
                            const result = answer?.deleteAudience;
                            if (result?.__typename === 'DomainError')
                              setErrors({ field: null, text: failureText(result) });
                          },
                          (thrown: unknown) => setErrors({ field: null, text: failureText(thrown) }),
                        )
                      }
                    >
                      Delete
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
