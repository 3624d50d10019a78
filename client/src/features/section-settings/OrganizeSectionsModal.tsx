import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { ArrowDownIcon, ArrowUpIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toastContext';
import { SectionNameForm } from './SectionNameForm';
import { useDeleteSectionMutation } from './useDeleteSectionMutation';
import { useReorderSectionsMutation } from './useReorderSectionsMutation';
import '../board-settings/board-settings.css';

export const OrganizeSections_board = graphql(`
  fragment OrganizeSections_board on Board {
    id
    entityId
    sections(first: $sections) {
      edges {
        node {
          id
          entityId
          name
          pinCount
        }
      }
    }
  }
`);

/**
 * A board's sections for its members to arrange: rename, move up or down (optimistic), and delete — asked once
 * more first; the pins of a deleted section stay on the board.
 */
export function OrganizeSectionsModal(props: {
  board: FragmentType<typeof OrganizeSections_board>;
  onClose: () => void;
}) {
  const board = getFragmentData(OrganizeSections_board, props.board);
  const sections = board.sections.edges.map((edge) => edge.node);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<(typeof sections)[number] | null>(null);
  const [reorder] = useReorderSectionsMutation();
  const [deleteSection, { loading: deletingNow }] = useDeleteSectionMutation();
  const showToast = useToast();

  const move = async (index: number, by: -1 | 1) => {
    const next = [...sections];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    const failure = await reorder(board, next);
    if (failure) showToast({ tone: 'error', text: failure });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await deleteSection(deleting, board.id);
    if (failure) showToast({ tone: 'error', text: failure });
    else showToast({ text: `Deleted ${deleting.name}; its Pins stay on the board` });
    setDeleting(null);
  };

  if (deleting) {
    return (
      <Modal title={`Delete ${deleting.name}?`} onClose={() => setDeleting(null)} size="sm">
        <p className="confirm-dialog__text">
          The section goes away; its {deleting.pinCount === 1 ? 'Pin stays' : 'Pins stay'} on the board.
        </p>
        <div className="form-actions">
          <Button size="lg" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            variant="primary"
            size="lg"
            onClick={() => void confirmDelete()}
            disabled={deletingNow}
            busy={deletingNow}
          >
            Delete section
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Organize sections" onClose={props.onClose}>
      {sections.length === 0 ? (
        <p className="confirm-dialog__text">This board has no sections.</p>
      ) : (
        <ul className="sections-organizer" aria-label="Sections">
          {sections.map((section, index) => (
            <li key={section.id} className="sections-organizer__row">
              {renaming === section.id ? (
                <SectionNameForm section={section} hideLabel onDone={() => setRenaming(null)} />
              ) : (
                <>
                  <span className="sections-organizer__name">{section.name}</span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${section.name} up`}
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                  >
                    <ArrowUpIcon />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${section.name} down`}
                    disabled={index === sections.length - 1}
                    onClick={() => void move(index, 1)}
                  >
                    <ArrowDownIcon />
                  </button>
                  <Button
                    variant="tertiary"
                    aria-label={`Rename ${section.name}`}
                    onClick={() => setRenaming(section.id)}
                  >
                    Rename
                  </Button>
                  <Button
                    variant="tertiary"
                    aria-label={`Delete ${section.name}`}
                    onClick={() => setDeleting(section)}
                  >
                    Delete
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
