// Monaco's editor, JSON and GraphQL language workers, bundled by Vite as same-origin worker files.
import 'graphiql/setup-workers/vite';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { csrfHeaders } from '../apollo/csrf';
import 'graphiql/style.css';
import './graphiql.css';

/** Posts to our own endpoint with the session cookie and the CSRF echo, like the app does. */
const fetcher: GraphiQLProps['fetcher'] = async (params) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(await csrfHeaders()) },
    body: JSON.stringify(params),
  });
  return response.json();
};

const DEFAULT_QUERY = `# Welcome to the Tackboard GraphQL explorer.
# Queries run as you: log in on the site
# first to see your own secret boards.

{
  viewer {
    isAuth
    username
  }
  homeFeed(first: 5) {
    edges {
      node {
        title
        pinnedToBoard {
          name
          url
        }
      }
    }
  }
}
`;

// A shared link can carry the operation: /graphiql?query=...&variables=...
const params = new URLSearchParams(window.location.search);

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      initialQuery={params.get('query') ?? undefined}
      initialVariables={params.get('variables') ?? undefined}
      defaultEditorToolsVisibility={false}
    >
      <GraphiQL.Logo>
        <a href="/" className="tackboard-graphiql-logo">
          Tackboard
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
