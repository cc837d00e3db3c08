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
})();
