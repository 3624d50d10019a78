import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { SITE_NAME_MAX_LENGTH, type SignUpMode, siteNameError } from '../../../../core/instance';
import { ADMIN_PATH } from '../../../../core/paths';
import { ADMIN_TEXTS } from '../../../../core/texts';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { useLoadMore } from '../../apollo/useLoadMore';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingState } from '../../ui/LoadingState';
import { LoginRequired } from '../../ui/LoginRequired';
import { SelectField } from '../../ui/SelectField';
import { ShowOnceSecret } from '../../ui/ShowOnceSecret';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewer } from '../viewer/useViewer';
import {
  ActOnReportMutation,
  AdminAccountsQuery,
  AdminReportsQuery,
  CreatePasswordResetLinkMutation,
  CreateSignUpInviteMutation,
  DeleteAccountMutation,
  DismissReportMutation,
  LiftAccountLimitMutation,
  LimitAccountMutation,
  SuspendAccountMutation,
  UnsuspendAccountMutation,
  UpdateInstanceSettingsMutation,
} from './adminQueries';
import './admin.css';
import { AdvertisersSection } from './AdvertisersSection';
import { PageSpeedSection } from './PageSpeedSection';

/** A link the administrator hands over: the server answers a path, shown here as a whole address. */
function fullLink(path: string): string {
  return new URL(path, window.location.origin).toString();
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * `/admin/`: the instance administrator's page: reports, accounts, advertisers and their invoices, the instance
 * settings and page speed.
 */
export function AdminRoute() {
  useDocumentTitle('Administration');
  const { isAuth, isAdmin } = useViewer();
  if (!isAuth) {
    return <LoginRequired next={ADMIN_PATH} className="admin" />;
  }
  if (!isAdmin) {
    return (
      <div className="page page--narrow admin">
        <h1>Administration</h1>
        <p role="alert">{ADMIN_TEXTS.adminOnly}</p>
      </div>
    );
  }
  return (
    <div className="page page--narrow admin">
      <h1>Administration</h1>
      <ReportsSection />
      <AccountsSection />
      <AdvertisersSection />
      <SettingsSection />
      <PageSpeedSection />
    </div>
  );
}

function ReportsSection() {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminReportsQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const reports = data?.adminReports;
  const { loadMore, loadingMore, hasMore } = useLoadMore(reports?.pageInfo, fetchMore);
  const [dismiss] = useMutation(DismissReportMutation);
  // Acting on a report of a person suspends them: the account list shows it once asked again.
  const [act] = useMutation(ActOnReportMutation, { refetchQueries: ['AdminAccountsQuery'] });
  const [acting, setActing] = useState<{ id: string; label: string; question: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const headingId = useId();

  const settle = async (send: () => Promise<{ ok: boolean; text?: string }>) => {
    setBusy(true);
    const outcome = await send();
    setBusy(false);
    setActing(null);
    if (!outcome.ok && outcome.text) toast({ text: outcome.text, tone: 'error' });
    // Settling one report closes every open report of the same thing: the list is asked for again.
    await refetch();
  };
  const dismissOne = (reportId: string) =>
    settle(() =>
      mutationOutcome(
        async () => (await dismiss({ variables: { reportId } })).data?.dismissReport,
        'MutationDismissReportSuccess',
      ),
    );
  const actOnOne = (reportId: string) =>
    settle(() =>
      mutationOutcome(
        async () => (await act({ variables: { reportId } })).data?.actOnReport,
        'MutationActOnReportSuccess',
      ),
    );

  return (
    <section className="admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Reports</h2>
      {loading && !reports ? <LoadingState label="Loading reports" /> : null}
      {error && !reports ? <ErrorState onRetry={() => void refetch()} /> : null}
      {reports && reports.edges.length === 0 ? (
        <EmptyState title="No open reports">Pins, boards and people reported to you appear here.</EmptyState>
      ) : null}
      {reports && reports.edges.length > 0 ? (
        <ul className="admin__list" aria-label="Open reports">
          {reports.edges.map(({ node: report }) => {
            const actLabel =
              report.targetType === 'user'
                ? 'Suspend account'
                : report.targetType === 'pin'
                  ? 'Remove Pin'
                  : 'Remove board';
            const what =
              report.targetType === 'user' ? 'Person' : report.targetType === 'pin' ? 'Pin' : 'Board';
            return (
              <li key={report.id} className="admin__item" aria-label={`${what}: ${report.targetLabel}`}>
                <div className="admin__item-main">
                  <div className="admin__item-title">
                    {what}:{' '}
                    {report.targetPath ? (
                      <Link to={report.targetPath}>{report.targetLabel}</Link>
                    ) : (
                      report.targetLabel
                    )}
                  </div>
                  <div className="admin__item-meta">
                    {report.reasonLabel} · reported by{' '}
                    {report.reporterUsername ? `@${report.reporterUsername}` : 'a deleted account'} on{' '}
                    {formatDate(report.createdAt)}
                  </div>
                  {report.details ? <p className="admin__item-details">{report.details}</p> : null}
                </div>
                <div className="admin__item-actions">
                  <Button size="md" onClick={() => void dismissOne(report.id)} disabled={busy}>
                    Dismiss
                  </Button>
                  <Button
                    size="md"
                    variant="primary"
                    disabled={busy}
                    onClick={() =>
                      setActing({
                        id: report.id,
                        label: actLabel,
                        question:
                          report.targetType === 'user'
                            ? `Suspend ${report.targetLabel}? They are logged out and can't log in until you unsuspend them.`
                            : `Remove "${report.targetLabel}"? This can't be undone.`,
                      })
                    }
                  >
                    {actLabel}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {hasMore ? (
        <Button onClick={loadMore} busy={loadingMore}>
          Show more reports
        </Button>
      ) : null}
      {acting ? (
        <ConfirmDialog
          title={acting.label}
          confirmLabel={acting.label}
          busy={busy}
          onCancel={() => setActing(null)}
          onConfirm={() => void actOnOne(acting.id)}
        >
          {acting.question}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function AccountsSection() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminAccountsQuery, {
    variables: { search: search || null },
    notifyOnNetworkStatusChange: true,
  });
  const accounts = data?.adminAccounts;
  const { loadMore, loadingMore, hasMore } = useLoadMore(accounts?.pageInfo, fetchMore);
  const headingId = useId();
  const [link, setLink] = useState<{ username: string; url: string } | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };

  return (
    <section className="admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Accounts</h2>
      <form className="admin__search" aria-label="Search accounts" onSubmit={onSearch}>
        <TextField
          label="Search accounts"
          hint="Name, username or email"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {link ? (
        <section className="notice" role="status" aria-label={`Reset link for @${link.username}`}>
          <p>
            Give this link to @{link.username}. It works once, for a day, and sets a new password for the
            account.
          </p>
          <ShowOnceSecret label="Reset link" secret={link.url} />
        </section>
      ) : null}
      {loading && !accounts ? <LoadingState label="Loading accounts" /> : null}
      {error && !accounts ? <ErrorState onRetry={() => void refetch()} /> : null}
      {accounts && accounts.edges.length === 0 ? (
        <EmptyState title="No accounts found">No account's name, username or email contains that.</EmptyState>
      ) : null}
      {accounts && accounts.edges.length > 0 ? (
        <ul className="admin__list" aria-label="Accounts">
          {accounts.edges.map(({ node }) => (
            <AccountItem key={node.id} account={node} onResetLink={setLink} />
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <Button onClick={loadMore} busy={loadingMore}>
          Show more accounts
        </Button>
      ) : null}
    </section>
  );
}

interface AccountView {
  id: string;
  username: string;
  fullName: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
  suspendedAt?: string | null;
  limitedUntil?: string | null;
  pinCount: number;
  boardCount: number;
}

/** How long the account list's Limit button limits an account. */
const LIMIT_DAYS = 7;

function AccountItem({
  account,
  onResetLink,
}: {
  account: AccountView;
  onResetLink: (link: { username: string; url: string }) => void;
}) {
  const [suspend, { loading: suspending }] = useMutation(SuspendAccountMutation);
  const [unsuspend, { loading: unsuspending }] = useMutation(UnsuspendAccountMutation);
  const [remove, { loading: removing }] = useMutation(DeleteAccountMutation);
  const [resetLink, { loading: linking }] = useMutation(CreatePasswordResetLinkMutation);
  const [limit, { loading: limiting }] = useMutation(LimitAccountMutation);
  const [lift, { loading: lifting }] = useMutation(LiftAccountLimitMutation);
  const [confirm, setConfirm] = useState<'suspend' | 'limit' | 'delete' | null>(null);
  const toast = useToast();
  const client = useApolloClient();
  const suspended = Boolean(account.suspendedAt);

  const refused = (outcome: { ok: boolean; text?: string }) => {
    if (!outcome.ok && outcome.text) toast({ text: outcome.text, tone: 'error' });
  };

  return (
    <li className="admin__item" aria-label={`${account.fullName} (@${account.username})`}>
      <div className="admin__item-main">
        <div className="admin__item-title">
          <Link to={`/${account.username}/`}>{account.fullName}</Link> @{account.username}
          {account.isAdmin ? <span className="admin__badge">Administrator</span> : null}
          {suspended ? <span className="admin__badge admin__badge--warning">Suspended</span> : null}
          {account.limitedUntil ? (
            <span className="admin__badge admin__badge--warning">
              Limited until {formatDate(account.limitedUntil)}
            </span>
          ) : null}
        </div>
        <div className="admin__item-meta">
          {account.email} · joined {formatDate(account.createdAt)} · {account.boardCount} boards ·{' '}
          {account.pinCount} Pins
        </div>
      </div>
      {account.isAdmin ? null : (
        <div className="admin__item-actions">
          {suspended ? (
            <Button
              size="md"
              busy={unsuspending}
              onClick={async () =>
                refused(
                  await mutationOutcome(
                    async () =>
                      (await unsuspend({ variables: { userId: account.id } })).data?.unsuspendAccount,
                    'MutationUnsuspendAccountSuccess',
                  ),
                )
              }
            >
              Unsuspend
            </Button>
          ) : (
            <Button size="md" onClick={() => setConfirm('suspend')}>
              Suspend
            </Button>
          )}
          {account.limitedUntil ? (
            <Button
              size="md"
              busy={lifting}
              onClick={async () =>
                refused(
                  await mutationOutcome(
                    async () => (await lift({ variables: { userId: account.id } })).data?.liftAccountLimit,
                    'MutationLiftAccountLimitSuccess',
                  ),
                )
              }
            >
              Lift limit
            </Button>
          ) : suspended ? null : (
            <Button size="md" onClick={() => setConfirm('limit')}>
              Limit for {LIMIT_DAYS} days
            </Button>
          )}
          <Button
            size="md"
            busy={linking}
            onClick={async () => {
              const outcome = await mutationOutcome(
                async () =>
                  (await resetLink({ variables: { userId: account.id } })).data?.createPasswordResetLink,
                'MutationCreatePasswordResetLinkSuccess',
              );
              if (outcome.ok)
                onResetLink({ username: account.username, url: fullLink(outcome.answer.data.path) });
              else refused(outcome);
            }}
          >
            Reset link
          </Button>
          <Button size="md" onClick={() => setConfirm('delete')}>
            Delete
          </Button>
        </div>
      )}
      {confirm === 'suspend' ? (
        <ConfirmDialog
          title="Suspend account"
          confirmLabel="Suspend"
          busy={suspending}
          onCancel={() => setConfirm(null)}
          onConfirm={async () => {
            refused(
              await mutationOutcome(
                async () => (await suspend({ variables: { userId: account.id } })).data?.suspendAccount,
                'MutationSuspendAccountSuccess',
              ),
            );
            setConfirm(null);
          }}
        >
          Suspend @{account.username}? They are logged out everywhere and can't log in until you unsuspend
          them.
        </ConfirmDialog>
      ) : null}
      {confirm === 'limit' ? (
        <ConfirmDialog
          title="Limit account"
          confirmLabel="Limit"
          busy={limiting}
          onCancel={() => setConfirm(null)}
          onConfirm={async () => {
            refused(
              await mutationOutcome(
                async () =>
                  (await limit({ variables: { userId: account.id, days: LIMIT_DAYS } })).data?.limitAccount,
                'MutationLimitAccountSuccess',
              ),
            );
            setConfirm(null);
          }}
        >
          Limit @{account.username} for {LIMIT_DAYS} days? They are logged out everywhere and can log in again
          when the limit ends, or when you lift it.
        </ConfirmDialog>
      ) : null}
      {confirm === 'delete' ? (
        <ConfirmDialog
          title="Delete account"
          confirmLabel="Delete"
          busy={removing}
          onCancel={() => setConfirm(null)}
          onConfirm={async () => {
            const outcome = await mutationOutcome(
              async () => (await remove({ variables: { userId: account.id } })).data?.deleteAccount,
              'MutationDeleteAccountSuccess',
            );
            setConfirm(null);
            if (!outcome.ok) return refused(outcome);
            // Gone from every list: the account's entry leaves the cache, and lists drop the dangling edge.
            client.cache.evict({ id: client.cache.identify({ __typename: 'AdminAccount', id: account.id }) });
            client.cache.gc();
          }}
        >
          Delete @{account.username} with all their boards and Pins? This can't be undone.
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

const MODE_LABELS: Record<SignUpMode, string> = {
  open: 'Open: anyone can sign up',
  invite: 'By invitation: people need an invite link',
  closed: 'Closed: nobody can sign up',
};

function SettingsSection() {
  const { siteName, signUpMode } = useViewer();
  const [name, setName] = useState(siteName);
  const [mode, setMode] = useState<SignUpMode>(signUpMode);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateInstanceSettingsMutation, {
    // The header and titles read the name from the viewer query: ask it again once the name changes.
    refetchQueries: ['ViewerQuery'],
  });
  const [invite, { loading: inviting }] = useMutation(CreateSignUpInviteMutation);
  const [inviteLink, setInviteLink] = useState<string | null>(null);
  const toast = useToast();
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = siteNameError(name);
    setNameError(problem);
    if (problem) return;
    const outcome = await mutationOutcome(
      async () =>
        (await update({ variables: { input: { siteName: name, signUpMode: mode } } })).data
          ?.updateInstanceSettings,
      'MutationUpdateInstanceSettingsSuccess',
    );
    if (outcome.ok) {
      setFormError(null);
      toast({ text: 'Settings saved' });
    } else if (outcome.refusal?.field === 'siteName') setNameError(outcome.text);
    else setFormError(outcome.text);
  };

  return (
    <section className="admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Instance settings</h2>
      <form className="admin__settings" onSubmit={submit} noValidate>
        <TextField
          label="Site name"
          hint="Shown in the header and in the browser tab."
          value={name}
          maxLength={SITE_NAME_MAX_LENGTH}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label="Sign-ups"
          value={mode}
          onChange={(event) => setMode(event.target.value as SignUpMode)}
        >
          {(Object.keys(MODE_LABELS) as SignUpMode[]).map((value) => (
            <option key={value} value={value}>
              {MODE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {formError ? <p role="alert">{formError}</p> : null}
        <Button type="submit" variant="primary" busy={loading}>
          Save settings
        </Button>
      </form>
      {signUpMode === 'invite' ? (
        <div className="admin__invite">
          <Button
            busy={inviting}
            onClick={async () => {
              const outcome = await mutationOutcome(
                async () => (await invite()).data?.createSignUpInvite,
                'MutationCreateSignUpInviteSuccess',
              );
              if (outcome.ok) setInviteLink(fullLink(outcome.answer.data.path));
              else toast({ text: outcome.text, tone: 'error' });
            }}
          >
            Make an invite link
          </Button>
          {inviteLink ? (
            <ShowOnceSecret label="Invite link (works once, for 14 days)" secret={inviteLink} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
