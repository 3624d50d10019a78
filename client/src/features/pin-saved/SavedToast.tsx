import { Link } from 'react-router';
import { pinPath, sectionPath } from '../../../../core/paths';
import { savedToText } from '../../../../core/pinSaved';
import type { ToastInput } from '../../ui/toastContext';

interface SavedToBoardToastProps {
  boardName: string;
  /** The board's page, e.g. /demo/places-to-go/. */
  boardUrl: string;
  section?: { name: string; slug: string } | null;
}

/**
 * Board-saved toast: "Saved to {boardName}" or "Saved to {sectionName} in {boardName}", the names
 * linking to the section and the board.
 */
export function SavedToBoardToast({ boardName, boardUrl, section }: SavedToBoardToastProps) {
  const board = (
    <Link to={boardUrl} className="saved-toast__link">
      {boardName}
    </Link>
  );
  if (!section) return <span>Saved to {board}</span>;
  return (
    <span>
      Saved to{' '}
      <Link to={sectionPath(boardUrl, section.slug)} className="saved-toast__link">
        {section.name}
      </Link>{' '}
      in {board}
    </span>
  );
}

/**
 * The toast after an external create: "Saved to {board name}" with a View link to the new pin.
 * Shown for the toast duration (5 s) like every toast.
 */
export function pinCreatedToast(boardName: string | null, pinId: string): ToastInput {
  return {
    text: savedToText(boardName),
    action: (
      <Link to={pinPath(pinId)} className="saved-toast__link">
        View
      </Link>
    ),
  };
}
