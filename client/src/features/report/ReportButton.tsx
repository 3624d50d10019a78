import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '../../../../core/instance';
import { ADMIN_TEXTS } from '../../../../core/texts';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toastContext';
import { useViewerState } from '../viewer/useViewer';
import { ReportContentMutation } from './reportQueries';
import './report.css';

interface ReportButtonProps {
  /** Exactly one of them: what is reported. */
  target: { pinId: string } | { boardId: string } | { userId: string };
  /** What it is, in the button's and the dialog's words: "Pin", "board", "account". */
  what: string;
  size?: 'md' | 'lg';
}

/**
 * "Report": tells the instance's administrator about a pin, a board or a person, with a reason. Only for
 * signed-in people (the parent leaves it out on their own things).
 */
export function ReportButton({ target, what, size = 'md' }: ReportButtonProps) {
  const { isAuth } = useViewerState();
  const [open, setOpen] = useState(false);
  if (!isAuth) return null;
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Report
      </Button>
      {open ? <ReportDialog target={target} what={what} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReportDialog({ target, what, onClose }: Omit<ReportButtonProps, 'size'> & { onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ReportContentMutation);
  const toast = useToast();
  const legendId = useId();
  const detailsId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(ADMIN_TEXTS.reportReasonRequired);
      return;
    }
    const outcome = await mutationOutcome(
      async () =>
        (await send({ variables: { input: { ...target, reason, details: details.trim() || null } } })).data
          ?.reportContent,
      'MutationReportContentSuccess',
    );
    if (!outcome.ok) {
      setError(outcome.text);
      return;
    }
    onClose();
    toast({ text: ADMIN_TEXTS.reportSent });
  };

  return (
    <Modal title={`Report ${what}`} onClose={onClose} size="sm">
      <form className="report" onSubmit={submit} noValidate>
        <fieldset className="report__reasons" aria-describedby={error ? `${legendId}-error` : undefined}>
          <legend id={legendId}>Why are you reporting this {what}?</legend>
          {(Object.keys(REPORT_REASONS) as ReportReason[]).map((code) => (
            <label key={code} className="report__reason">
              <input
                type="radio"
                name="reason"
                value={code}
                checked={reason === code}
                onChange={() => {
                  setReason(code);
                  setError(null);
                }}
              />
              {REPORT_REASONS[code]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={detailsId} className="report__details-label">
          Anything else the administrator should know? (optional)
        </label>
        <textarea
          id={detailsId}
          className="report__details"
          value={details}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          rows={3}
          onChange={(event) => setDetails(event.target.value)}
        />
        {error ? (
          <p id={`${legendId}-error`} className="report__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="report__actions">
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={loading}>
            Report
          </Button>
        </div>
      </form>
    </Modal>
  );
}
