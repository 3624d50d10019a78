import { useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { ACCESS_TOKEN_EXPIRY_DAYS, accessTokenDraftError } from '../../../../core/accessTokens';
import { API_SCOPE_DESCRIPTIONS, type ApiScope } from '../../../../core/apiScopes';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoginRequired } from '../../ui/LoginRequired';
import { SelectField } from '../../ui/SelectField';
import { ShowOnceSecret } from '../../ui/ShowOnceSecret';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import {
  AccessTokensRouteQuery,
  useCreateAccessTokenMutation,
  useRevokeAccessTokenMutation,
} from './accessTokenQueries';
import './access-tokens.css';

/** The scopes grouped by what they reach, reading before writing, the secret-board scopes last in each group. */
const SCOPE_GROUPS: readonly { title: string; scopes: readonly ApiScope[] }[] = [
  { title: 'Boards', scopes: ['boards:read', 'boards:write', 'boards:read_secret', 'boards:write_secret'] },
  { title: 'Pins', scopes: ['pins:read', 'pins:write', 'pins:read_secret', 'pins:write_secret'] },
  { title: 'Account', scopes: ['user_accounts:read', 'user_accounts:write'] },
];

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

interface TokenView {
  id: string;
  name: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt?: string | null;
  expiresAt?: string | null;
}

/** `/settings/access-tokens/`: make personal access tokens (the secret shown once), list and revoke them. */
export function AccessTokensRoute() {
  useDocumentTitle('Access tokens');
  const { data } = useSuspenseQuery(AccessTokensRouteQuery);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  if (!data.viewer.isAuth) {
    return <LoginRequired next={SETTINGS_PATHS.accessTokens} className="access-tokens" />;
  }
  return (
    <div className="page page--narrow access-tokens">
      <h1>Access tokens</h1>
      <p>
        A personal access token lets your own scripts use the API as you, with only the scopes you give it.
        Send it as <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <CreateTokenForm onCreated={setCreated} />
      {created ? (
        <section className="notice" role="status" aria-labelledby="access-token-created-title">
          <h2 id="access-token-created-title">{created.name} is ready</h2>
          <ShowOnceSecret label="Token" secret={created.secret} />
        </section>
      ) : null}
      <h2>Your tokens</h2>
      {data.accessTokens.length === 0 ? (
        <EmptyState title="No tokens yet">Tokens you make appear here.</EmptyState>
      ) : (
        <ul className="access-tokens__list" aria-label="Your tokens">
          {data.accessTokens.map((token) => (
            <TokenItem key={token.id} token={token} />
          ))}
        </ul>
      )}
    </div>
  );
}

type FieldErrors = { name?: string; scopes?: string; expiresInDays?: string; form?: string };

function CreateTokenForm({ onCreated }: { onCreated: (created: { name: string; secret: string }) => void }) {
  const [create, { loading }] = useCreateAccessTokenMutation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<ApiScope>>(new Set());
  const [expiry, setExpiry] = useState('30');
  const [errors, setErrors] = useState<FieldErrors>({});

  const toggle = (scope: ApiScope, on: boolean) => {
    const next = new Set(scopes);
    if (on) next.add(scope);
    else next.delete(scope);
    setScopes(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The order the server lists scopes in, whatever order they were ticked in.
    const chosen = SCOPE_GROUPS.flatMap((group) => group.scopes).filter((scope) => scopes.has(scope));
    const draft = { name, scopes: chosen, expiresInDays: expiry === '' ? null : Number(expiry) };
    const problem = accessTokenDraftError(draft);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    setErrors({});
    const outcome = await mutationOutcome(
      async () =>
        (await create({ variables: { input: { ...draft, name: name.trim() } } })).data?.createAccessToken,
      'MutationCreateAccessTokenSuccess',
    );
    if (outcome.ok) {
      onCreated({ name: outcome.answer.data.token.name, secret: outcome.answer.data.secret });
      setName('');
      setScopes(new Set());
    } else {
      const field = outcome.refusal?.field;
      setErrors(
        field === 'name' || field === 'scopes' || field === 'expiresInDays'
          ? { [field]: outcome.text }
          : { form: outcome.text },
      );
    }
  };

  return (
    <form
      className="access-tokens__form"
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="access-token-create-title"
      noValidate
    >
      <h2 id="access-token-create-title">Make a token</h2>
      <TextField
        label="Token name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name ?? null}
      />
      <fieldset
        className="access-tokens__scopes"
        aria-invalid={errors.scopes ? true : undefined}
        aria-describedby={errors.scopes ? 'access-token-scopes-error' : undefined}
      >
        <legend>What the token may do</legend>
        {SCOPE_GROUPS.map((group) => (
          <fieldset key={group.title} className="access-tokens__group">
            <legend>{group.title}</legend>
            {group.scopes.map((scope) => (
              <label key={scope} className="access-tokens__scope">
                <input
                  type="checkbox"
                  checked={scopes.has(scope)}
                  onChange={(e) => toggle(scope, e.target.checked)}
                />{' '}
                {API_SCOPE_DESCRIPTIONS.get(scope)} <code>{scope}</code>
              </label>
            ))}
          </fieldset>
        ))}
        {errors.scopes ? (
          <p id="access-token-scopes-error" className="form-error" role="alert">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        label="Expires"
        value={expiry}
        onChange={(e) => setExpiry(e.target.value)}
        error={errors.expiresInDays ?? null}
      >
        {ACCESS_TOKEN_EXPIRY_DAYS.map((days) => (
          <option key={days} value={String(days)}>
            In {days} days
          </option>
        ))}
        <option value="">Never</option>
      </SelectField>
      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="primary" disabled={loading} busy={loading}>
          Make token
        </Button>
      </div>
    </form>
  );
}

function TokenItem({ token }: { token: TokenView }) {
  const [revoke, { loading }] = useRevokeAccessTokenMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `access-token-${token.id}`;
  const onRevoke = async () => {
    setError(null);
    const outcome = await mutationOutcome(
      async () => (await revoke({ variables: { id: token.id } })).data?.revokeAccessToken,
      'MutationRevokeAccessTokenSuccess',
    );
    if (!outcome.ok) setError(outcome.text);
    setConfirming(false);
  };
  return (
    <li className="access-tokens__item" aria-labelledby={headingId}>
      <h3 id={headingId}>{token.name}</h3>
      <p>
        {token.scopes.map((scope, i) => (
          <span key={scope}>
            {i > 0 ? ', ' : null}
            <code>{scope}</code>
          </span>
        ))}
      </p>
      <p className="access-tokens__dates">
        Made {formatDate(token.createdAt)} ·{' '}
        {token.lastUsedAt ? `Last used ${formatDate(token.lastUsedAt)}` : 'Never used'} ·{' '}
        {token.expiresAt ? `Expires ${formatDate(token.expiresAt)}` : 'Never expires'}
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button onClick={() => setConfirming(true)} aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={`Revoke ${token.name}?`}
          confirmLabel="Revoke"
          onConfirm={() => void onRevoke()}
          onCancel={() => setConfirming(false)}
          busy={loading}
        >
          Anything using this token stops working at once. This can't be undone.
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
