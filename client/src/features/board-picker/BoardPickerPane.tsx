import { ChevronLeftIcon } from '../../ui/icons';
import type { BoardPickerFlow } from './useBoardPickerFlow';
import './board-picker.css';

/** The board picker flow laid out in a pane: its step title with Back, then the step. */
export function BoardPickerPane({ flow, titleId }: { flow: BoardPickerFlow; titleId?: string }) {
  return (
    <div className="pin-board-flow">
      <div className="pin-board-flow__header">
        {flow.canGoBack ? (
          <button type="button" className="icon-button" aria-label="Back" onClick={flow.back}>
            <ChevronLeftIcon size={22} />
          </button>
        ) : null}
        <h2 id={titleId} className="pin-board-flow__title">
          {flow.title}
        </h2>
      </div>
      <div className="pin-board-flow__body">{flow.element}</div>
    </div>
  );
}
