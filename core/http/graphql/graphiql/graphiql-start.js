// Starts GraphiQL on the Berth page (served as a file, so the page needs no inline script).
// The key comes from ?key= or #key= (the fragment never reaches the server); it is taken out of
// the address bar at once so it stays out of history and screenshots.
(function () {
  var KEY_PARAM = "key";
  var url = new URL(window.location.href);
  var key = url.searchParams.get(KEY_PARAM) || new URLSearchParams(url.hash.slice(1)).get(KEY_PARAM);
  if (url.searchParams.has(KEY_PARAM) || url.hash) {
    url.searchParams.delete(KEY_PARAM);
    url.hash = "";
    window.history.replaceState(null, "", url.pathname + url.search);
  }

  var headers = JSON.stringify({ Authorization: "Bearer " + (key || "YOUR_API_KEY") }, null, 2);
  var hint = document.getElementById("berth-key-hint");
  if (key && hint) hint.hidden = true;

  // The key also goes on the fetcher itself, so the schema request GraphiQL sends first has it too.
  // Subscriptions go over a WebSocket to this same origin (graphql-ws); a browser cannot put a
  // header on a WebSocket, so GraphiQL sends the Headers tab as connection_init's payload, where
  // Berth reads the Authorization.
  var wsUrl = (window.location.protocol === "https:" ? "wss://" : "ws://") + window.location.host + "/graphql";
  var fetcher = GraphiQL.createFetcher({
    url: new URL("/graphql", window.location.origin).href,
    subscriptionUrl: wsUrl,
    headers: key ? { Authorization: "Bearer " + key } : undefined,
    wsConnectionParams: key ? { Authorization: "Bearer " + key } : undefined,
  });
  var root = ReactDOM.createRoot(document.getElementById("graphiql"));
  root.render(
    React.createElement(GraphiQL, {
      fetcher: fetcher,
      // Headers are never kept between visits (shouldPersistHeaders): the key is not left in storage.
      defaultHeaders: headers,
      defaultEditorToolsVisibility: key ? false : "headers",
      shouldPersistHeaders: false,
      defaultQuery: "# Run: the \u25b6 button or Ctrl-Enter.\n# Every field: the book icon on the left.\n{\n  reputationAlgorithms {\n    id\n    name\n  }\n}\n",
    }),
  );
})();
