import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PIN_BUILDER_PATH } from '../../../../core/paths';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { QuickPromote_pin } from './operations';

/** The viewer's newest pins; the promotable ones (public board, with a link) are offered. */
const PIN_SELECTION_PAGE = 50;

const PinSelectionQuery = graphql(`
  query PinSelectionQuery($first: Int!) {
    viewer {
      user {
        id
        pins(first: $first) {
          edges {
            node {
              id
              promotable
              ...QuickPromote_pin
            }
          }
        }
      }
    }
  }
`);

/** The pin selection step: one of your own pins, picked with a click or the keyboard. */
export function PinSelection(props: { onChoose: (pin: FragmentType<typeof QuickPromote_pin>) => void }) {
  const { data, error, refetch } = useQuery(PinSelectionQuery, { variables: { first: PIN_SELECTION_PAGE } });
  if (!data) {
    return error ? (
      <div className="quick-promote__status">
        <p role="alert">Couldn't load your Pins.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    ) : (
      <Spinner label="Loading your Pins" />
    );
  }
  const pins = (data.viewer.user?.pins.edges ?? [])
    .map((edge) => edge.node)
    .filter((node) => node.promotable);
  if (pins.length === 0) {
    return (
      <div className="quick-promote__status">
        <p>
          You can promote Pins you saved to one of your public boards, with a link. Create one first in the{' '}
          <Link to={PIN_BUILDER_PATH}>Pin builder</Link>.
        </p>
      </div>
    );
  }
  return (
    <ul className="quick-promote__pin-list" aria-label="Your Pins you can promote">
      {pins.map((node) => {
        const pin = getFragmentData(QuickPromote_pin, node);
        const name = pin.title || pin.description || 'Untitled Pin';
        return (
          <li key={pin.id}>
            <button type="button" className="quick-promote__pin-choice" onClick={() => props.onChoose(node)}>
              <img
                src={pin.imageSpec_236x.url}
                alt=""
                width={118}
                height={Math.round((pin.imageSpec_236x.height * 118) / pin.imageSpec_236x.width)}
              />
              <span>Promote {name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
