/// The DevTools page's stylesheet and script, served as files (no inline code).
enum DevToolsAssets {
  static let stylesheet = """
    .devtools-module { border-top: 1px solid #ccc; margin-top: 1.5rem; }
    .devtools-controls { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin-bottom: 1rem; }
    .travel-banner { background: #fff4ce; border: 1px solid #c9a400; padding: .5rem 1rem; margin-bottom: 1rem; }
    .log { list-style: none; padding: 0; }
    .step { border: 1px solid #ddd; border-radius: .4rem; background: #fff; margin-bottom: .5rem; padding: .5rem .75rem; }
    .step.travelled { border-color: #c9a400; background: #fffbea; }
    .step-head { display: flex; flex-wrap: wrap; gap: .75rem; align-items: baseline; }
    .step-number, .duration, .origin, time { color: #555; font-size: .9em; }
    .diff { background: #f4f4f4; padding: .5rem; overflow-x: auto; max-height: 24rem; }
    .no-change { color: #555; font-style: italic; margin: .25rem 0 0; }
    """

  /// Polls each module's JSON endpoint and swaps in its log when something changed; imports a
  /// chosen session file and shows whether the replay matched.
  static let script = """
    (() => {
      const sections = () => Array.from(document.querySelectorAll(".devtools-module"));
      async function refresh(section) {
        const slug = section.dataset.slug;
        const live = section.querySelector(".devtools-live");
        const response = await fetch(`/_devtools/${slug}/live`, { cache: "no-store" });
        if (!response.ok) return;
        const html = await response.text();
        const holder = document.createElement("div");
        holder.innerHTML = html;
        const next = holder.firstElementChild;
        if (next && (!live || live.dataset.version !== next.dataset.version)) {
          if (live) live.replaceWith(next); else section.appendChild(next);
        }
      }
      async function tick() {
        await Promise.all(sections().map((section) => refresh(section).catch(() => {})));
        setTimeout(tick, 500);
      }
      setTimeout(tick, 500);
      document.addEventListener("change", async (event) => {
        const input = event.target;
        if (!input.classList || !input.classList.contains("import-session") || !input.files.length) return;
        const output = input.closest(".devtools-module").querySelector(".import-result");
        const response = await fetch(`/_devtools/${input.dataset.slug}/import`, {
          method: "POST",
          headers: { "Content-Type": "application/x-ndjson" },
          body: await input.files[0].text(),
        });
        const result = await response.json();
        output.textContent = result.error
          ? `Import failed: ${result.error.message}`
          : `Replayed ${result.replayed} action(s) into a fresh store: ${result.matches ? "final state matches" : "final state differs"}.`;
        output.dataset.matches = String(Boolean(result.matches));
      });
    })();
    """
}
