import { useQuery } from '@apollo/client/react';
import { type RefObject, useId } from 'react';
import { useLoadMore } from '../../apollo/useLoadMore';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { SectionPickerRow_SectionFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { PlusIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { BoardBadges, BoardCover, type PickerBoardData } from './BoardPickerRow';
import './board-picker.css';

/** Sections are few per board: one page nearly always holds them all. */
const SECTIONS_PAGE_SIZE = 50;

export const SectionPickerRow_section = graphql(`
  fragment SectionPickerRow_section on BoardSection {
    id
    entityId
    title
    slug
    previewImages {
      url
    }
  }
`);

const SectionPickerQuery = graphql(`
  query SectionPickerQuery($boardId: String!, $first: Int!, $after: String) {
    board(id: $boardId) {
      id
      sections(first: $first, after: $after) {
        edges {
          node {
            id
            ...SectionPickerRow_section
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

export type PickerSectionData = SectionPickerRow_SectionFragment;

/** A board's sections for the picker, in their arranged order, with paging for the rare long list. */
export function useBoardSections(boardId: string) {
  const { data, error, refetch, fetchMore } = useQuery(SectionPickerQuery, {
    variables: { boardId, first: SECTIONS_PAGE_SIZE },
  });
  const connection = data?.board?.sections;
  const pager = useLoadMore(connection?.pageInfo, fetchMore);
  const sections: PickerSectionData[] | null = connection
    ? connection.edges.map((edge) =>
        getFragmentData(SectionPickerRow_section, edge.node as FragmentType<typeof SectionPickerRow_section>),
      )
    : null;
  return { sections, error, refetch, pager };
}

/** What is being saved where, so the matching row can show it. */
export interface SavingTarget {
  boardId: string;
  sectionId: string | null;
}

interface SectionPickerProps {
  board: PickerBoardData;
  saving: SavingTarget | null;
  onSaveToBoard: () => void;
  onChooseSection: (section: PickerSectionData) => void;
  onCreateSection: () => void;
  firstRowRef?: RefObject<HTMLButtonElement | null>;
}

function SavingStatus() {
  return (
    <span className="picker-row__status">
      <span className="btn__spinner" aria-hidden="true" />
      Saving…
    </span>
  );
}

/**
 * Section picker: under a Board heading the board itself (saving there leaves the pin outside any
 * section), under a Section heading its sections with a thumbnail each, and a button to create a section.
 */
export function SectionPicker({
  board,
  saving,
  onSaveToBoard,
  onChooseSection,
  onCreateSection,
  firstRowRef,
}: SectionPickerProps) {
  const { sections, error, refetch, pager } = useBoardSections(board.entityId);
  const headingId = useId();
  const busy = saving !== null;
  const savingHere = (sectionId: string | null) =>
    saving?.boardId === board.entityId && saving.sectionId === sectionId;

  return (
    <div className="section-picker">
      <div className="section-picker__scroll">
        <h3 className="board-picker__heading" id={`${headingId}-board`}>
          Board
        </h3>
        <button
          ref={firstRowRef}
          type="button"
          className="picker-row picker-row--button"
          aria-describedby={`${headingId}-board`}
          aria-busy={savingHere(null) || undefined}
          disabled={busy}
          onClick={onSaveToBoard}
        >
          <BoardCover imageUrl={board.imageCoverUrl} color={board.coverDominantColor} />
          <span className="picker-row__name">
            <span className="picker-row__text">{board.name}</span>
            <BoardBadges board={board} />
          </span>
          {savingHere(null) ? (
            <SavingStatus />
          ) : (
            <span className="picker-row__save" aria-hidden="true">
              Save
            </span>
          )}
        </button>
        <h3 className="board-picker__heading" id={`${headingId}-sections`}>
          Section
        </h3>
        {sections === null ? (
          error ? (
            <ErrorState onRetry={() => void refetch()} />
          ) : (
            <Spinner label="Loading sections" size={28} />
          )
        ) : (
          <ul className="section-picker__list" aria-labelledby={`${headingId}-sections`}>
            {sections.map((section) => {
              const thumbnail = section.previewImages[0]?.url;
              return (
                <li key={section.id}>
                  <button
                    type="button"
                    className="picker-row picker-row--button"
                    aria-busy={savingHere(section.entityId) || undefined}
                    disabled={busy}
                    onClick={() => onChooseSection(section)}
                  >
                    <span
                      className={`picker-cover${thumbnail ? '' : ' picker-cover--empty'}`}
                      style={{ width: 48, height: 48 }}
                      aria-hidden="true"
                    >
                      {thumbnail ? <img src={thumbnail} alt="" loading="lazy" /> : null}
                    </span>
                    <span className="picker-row__name">
                      <span className="picker-row__text">{section.title}</span>
                    </span>
                    {savingHere(section.entityId) ? (
                      <SavingStatus />
                    ) : (
                      <span className="picker-row__save" aria-hidden="true">
                        Save
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {pager.hasMore ? (
          <div className="section-picker__more">
            <Button
              variant="tertiary"
              onClick={pager.loadMore}
              busy={pager.loadingMore}
              disabled={pager.loadingMore}
            >
              Show more sections
            </Button>
          </div>
        ) : null}
      </div>
      <div className="board-picker__footer">
        <button type="button" className="picker-create" onClick={onCreateSection} disabled={busy}>
          <span className="picker-create__icon" aria-hidden="true">
            <PlusIcon size={20} />
          </span>
          Create section
        </button>
      </div>
    </div>
  );
}
