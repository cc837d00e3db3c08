(() => {
  const sections = () => Array.from(document.querySelectorAll(".devtools-module"));
  async function refresh(section) {
    const slug = section.dataset.slug;
    const live = section.querySelector(".devtools-live");
    // A section showing an older page of its log keeps showing that page.
    const page = section.dataset.before ? `?before=${encodeURIComponent(section.dataset.before)}` : "";
    const response = await fetch(`/_devtools/${slug}/live${page}`, { cache: "no-store" });
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
  // The import form works without the script; with it, pressing Import shows the result in
  // place instead of reloading the page. One import per press either way.
  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!form.classList || !form.classList.contains("import-form")) return;
    const input = form.querySelector("input.import-session");
    if (!input || !input.files.length) return;
    event.preventDefault();
    const output = form.querySelector(".import-result");
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
