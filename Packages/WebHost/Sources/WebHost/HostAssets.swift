/// The host's stylesheet and the script that applies live updates.
enum HostAssets {
  static let stylesheet = """
    body { font-family: system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #fafafa; }
    nav { display: flex; gap: 1rem; padding: .75rem 1.5rem; background: #1d1d1f; }
    nav a { color: #fafafa; text-decoration: none; }
    main { padding: 1.5rem; max-width: 64rem; }
    button { font: inherit; padding: .4rem 1rem; border-radius: .4rem; border: 1px solid #888; background: #fff; cursor: pointer; }
    button:disabled { opacity: .5; cursor: default; }
    form { display: inline; }
    .error { color: #b00020; }
    """

  /// Opens the page's event stream and swaps in each region the server pushes; without
  /// JavaScript the forms still work through POST + redirect.
  static let liveScript = """
    (() => {
      const source = new EventSource("/_events" + location.pathname + location.search);
      source.addEventListener("open", () => { document.documentElement.dataset.live = "open"; });
      source.addEventListener("region", (event) => {
        const update = JSON.parse(event.data);
        const element = document.getElementById(update.id);
        if (!element || element.dataset.digest === update.digest) return;
        element.innerHTML = update.html;
        element.dataset.digest = update.digest;
      });
    })();
    """
}
