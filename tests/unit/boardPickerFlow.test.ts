import { describe, expect, it } from 'vitest';
import {
  type BoardPickerFlowEvent,
  type BoardPickerFlowState,
  boardPickerFlow,
  boardPickerFlowBack,
  initialBoardPickerFlow,
} from '../../core/boardPickerFlow';

interface Board {
  entityId: string;
  name: string;
  sectionCount: number;
}

const plain: Board = { entityId: 'b1', name: 'Recipes', sectionCount: 0 };
const withSections: Board = { entityId: 'b2', name: 'Trips', sectionCount: 2 };
const created: Board = { entityId: 'b3', name: 'New board', sectionCount: 0 };

type State = BoardPickerFlowState<Board, string>;
type Event = BoardPickerFlowEvent<Board, string>;

const run = (...events: Event[]): State =>
  events.reduce<State>(
    (state, event) => boardPickerFlow(state, event),
    initialBoardPickerFlow<Board, string>(),
  );

describe('board picker flow: choosing', () => {
  it('starts on Choose board with nothing chosen or saving', () => {
    expect(run()).toMatchObject({ step: 'chooseBoard', board: null, saving: null, finished: null });
  });

  it('a board with sections opens its section list; one without stays on the boards while it is saved', () => {
    expect(run({ type: 'chooseBoard', board: withSections })).toMatchObject({
      step: 'chooseSection',
      board: withSections,
    });
    expect(run({ type: 'chooseBoard', board: plain })).toMatchObject({ step: 'chooseBoard', board: plain });
  });

  it('a successful pick is finished, and handed over once', () => {
    const done = run(
      { type: 'chooseBoard', board: plain },
      { type: 'pickStarted', target: { boardId: 'b1', sectionId: null } },
      { type: 'pickSucceeded', result: 'pin-1' },
    );
    expect(done.finished).toBe('pin-1');
    expect(boardPickerFlow(done, { type: 'handedOver' }).finished).toBeNull();
  });

  it('a failed pick clears the saving state and leaves the step as it was, so the person can choose again', () => {
    const failed = run(
      { type: 'chooseBoard', board: withSections },
      { type: 'pickStarted', target: { boardId: 'b2', sectionId: 's1' } },
      { type: 'pickFailed' },
    );
    expect(failed).toMatchObject({
      step: 'chooseSection',
      board: withSections,
      saving: null,
      finished: null,
    });
  });

  it('a created section goes back to the section list, where its save shows', () => {
    expect(
      run(
        { type: 'chooseBoard', board: withSections },
        { type: 'openCreateSection' },
        { type: 'sectionCreated' },
      ),
    ).toMatchObject({ step: 'chooseSection', board: withSections });
  });
});

describe('board picker flow: Back', () => {
  it('create forms go back to the section list of a board with sections, else to the boards', () => {
    expect(
      run({ type: 'chooseBoard', board: withSections }, { type: 'openCreateSection' }, { type: 'back' }).step,
    ).toBe('chooseSection');
    expect(run({ type: 'openCreateBoard' }, { type: 'back' }).step).toBe('chooseBoard');
  });

  it('the section list goes back to the boards and forgets the board', () => {
    expect(run({ type: 'chooseBoard', board: withSections }, { type: 'back' })).toMatchObject({
      step: 'chooseBoard',
      board: null,
    });
  });

  it('on the board list Back ends the flow: the state stays and the host closes', () => {
    const start = run({ type: 'search', query: 'rec' });
    expect(boardPickerFlowBack(start)).toBeNull();
    expect(boardPickerFlow(start, { type: 'back' })).toBe(start);
  });
});

describe('board picker flow: a board created on the way', () => {
  it('without the animation the new board is the pick at once, from the board list', () => {
    expect(
      run({ type: 'openCreateBoard' }, { type: 'boardCreated', board: created, celebrate: false }),
    ).toMatchObject({ step: 'chooseBoard', board: created, animating: false });
  });

  it('with the animation, a save that finishes while it shows is held until it ends', () => {
    const held = run(
      { type: 'openCreateBoard' },
      { type: 'boardCreated', board: created, celebrate: true },
      { type: 'pickStarted', target: { boardId: 'b3', sectionId: null } },
      { type: 'pickSucceeded', result: 'pin-1' },
    );
    expect(held).toMatchObject({ step: 'boardCreated', animating: true, held: 'pin-1', finished: null });
    expect(boardPickerFlow(held, { type: 'animationEnded' })).toMatchObject({
      held: null,
      finished: 'pin-1',
    });
  });

  it('a save that finishes after the animation ended is finished at once', () => {
    expect(
      run(
        { type: 'boardCreated', board: created, celebrate: true },
        { type: 'pickStarted', target: { boardId: 'b3', sectionId: null } },
        { type: 'animationEnded' },
        { type: 'pickSucceeded', result: 'pin-1' },
      ).finished,
    ).toBe('pin-1');
  });

  it('a failed save on the new board leaves the animation for the board list', () => {
    expect(
      run(
        { type: 'boardCreated', board: created, celebrate: true },
        { type: 'pickStarted', target: { boardId: 'b3', sectionId: null } },
        { type: 'pickFailed' },
      ),
    ).toMatchObject({ step: 'chooseBoard', board: null, animating: false, saving: null });
  });

  it('Back during the animation stops it and returns to the boards', () => {
    expect(run({ type: 'boardCreated', board: created, celebrate: true }, { type: 'back' })).toMatchObject({
      step: 'chooseBoard',
      board: null,
      animating: false,
    });
  });
});
