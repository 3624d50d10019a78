import { useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { businessNameError } from '../../../../core/business';
import { businessConvertPath } from '../../../../core/paths';
import { useSitePath } from '../../apollo/useSiteOrigins';
import { graphql } from '../../gql';
import { Button, ButtonLink } from '../../ui/Button';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFieldForm } from '../../ui/useFieldForm';
import { afterConvertPath, BUSINESS_SETTINGS_PATH } from './afterConvertPath';
import { BusinessFields, businessDetailsInput } from './BusinessFields';
import { useConvertToBusinessMutation } from './useConvertToBusinessMutation';
import './business.css';
import { FormError } from '../../ui/FormError';
import { LoginRequired } from '../../ui/LoginRequired';

const BusinessConvertRouteQuery = graphql(`
  query BusinessConvertRouteQuery {
    viewer {
      isAuth
      person {
        id
        fullName
        isPartner
        businessName
      }
    }
  }
`);

/**
 * `/business/convert/?next=`: the signed-in person turns their own account into a business
 * account, then goes on to `next` (a same-origin path) or to the business settings. A business account has
 * nothing to convert: with a `next` (Promote your Pin's quick promote) it goes straight on.
 */
export function ConvertToBusinessRoute() {
  useDocumentTitle('Convert to a business account');
  const [params] = useSearchParams();
  const toSite = useSitePath();
  const { data } = useSuspenseQuery(BusinessConvertRouteQuery);
  const { viewer } = data;
  const person = viewer.person;
  if (!viewer.isAuth || !person) {
    const here = `${businessConvertPath()}${params.size > 0 ? `?${params}` : ''}`;
    return <LoginRequired next={here} className="business-page" />;
  }
  if (person.isPartner) {
    const next = params.get('next');
    if (next) return <GoOn to={toSite(afterConvertPath(next, window.location.origin))} />;
    return (
      <div className="page page--narrow business-page">
        <h1 className="business-page__title">You already have a business account</h1>
        <p className="business-page__intro">
          {person.businessName ?? person.fullName} is a business account. Manage its profiles and who can use
          them in your business settings.
        </p>
        <div>
          <ButtonLink variant="primary" size="lg" to={BUSINESS_SETTINGS_PATH}>
            Business settings
          </ButtonLink>
        </div>
      </div>
    );
  }
  return <ConvertForm next={params.get('next')} />;
}

type Field = 'businessName' | 'website' | 'country';
const EMPTY: Record<Field, string> = { businessName: '', website: '', country: '' };

function clientErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  return { businessName: businessNameError(values.businessName) ?? undefined };
}

/** Goes on to a page after converting: in the app, or on another site type's own host. */
function GoOn({ to }: { to: string }) {
  useEffect(() => {
    if (!to.startsWith('/')) window.location.replace(to);
  }, [to]);
  return to.startsWith('/') ? <Navigate to={to} replace /> : null;
}

function ConvertForm({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const toSite = useSitePath();
  const showToast = useToast();
  const [convert, { loading }] = useConvertToBusinessMutation();
  const form = useFieldForm(EMPTY, clientErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    await form.send(
      async () =>
        (await convert({ variables: { input: businessDetailsInput(form.values) } })).data?.convertToBusiness,
      'MutationConvertToBusinessSuccess',
      (answer) => {
        showToast({ text: `${answer.data.businessName ?? 'Your account'} is now a business account` });
        const target = toSite(afterConvertPath(next, window.location.origin));
        // `next` may be a page of another site type (quick promote is the ads site's) on a host of its own.
        if (target.startsWith('/')) navigate(target, { replace: true });
        else window.location.replace(target);
      },
    );
  };

  return (
    <div className="page page--narrow business-page">
      <h1 className="business-page__title">Convert to a business account</h1>
      <p className="business-page__intro">
        Your boards, Pins and followers stay as they are. A business account can create linked business
        profiles, let other business accounts help run them, and promote its Pins.
      </p>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={submit}
        aria-label="Convert to a business account"
      >
        <FormError text={form.formError} />
        <BusinessFields form={form} />
        <div className="form-actions">
          <Button type="submit" variant="primary" disabled={loading} busy={loading}>
            Convert
          </Button>
        </div>
      </form>
    </div>
  );
}
