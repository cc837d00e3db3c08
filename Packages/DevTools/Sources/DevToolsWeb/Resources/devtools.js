(() => {
  const sections = () => Array.from(document.querySelectorAll(".devtools-module"));
  async function refresh(section) {
    const slug = section.dataset.slug;
    const live = section.querySelector(".devtools-live");
    // A section keeps its look: the page's filter, and an older page of its log.
    const query = new URLSearchParams(section.dataset.filter || "");
    if (section.dataset.before) query.set("before", section.dataset.before);
    const page = query.toString() ? `?${query}` : "";
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

  // Jump, skip, unskip and resume are sent in place: the host answers with a redirect to this
  // page, which fetch follows; its module sections replace these, and the page (its scroll,
  // the focus on the pressed button when it is still there) stays. The import form (a file)
  // and every form without script load the page as before.
  document.addEventListener("submit", async (event) => {
    const form = event.target;
    // The filter changes every section and the filter itself: it loads the page.
    if (event.defaultPrevented || (form.getAttribute("method") || "").toLowerCase() !== "post" || form.enctype === "multipart/form-data" || form.classList.contains("devtools-filter-form")) return;
    event.preventDefault();
    const submitter = event.submitter;
    const body = new URLSearchParams(new FormData(form, submitter));
    const focusedName = submitter && submitter.closest("[data-step]") ? submitter.closest("[data-step]").dataset.step : null;
    form.setAttribute("aria-busy", "true");
    if (submitter) submitter.disabled = true;
    let response = null;
    try {
      response = await fetch(form.action, { method: "POST", body, credentials: "same-origin" });
    } catch (_) {
      response = null;
    }
    form.removeAttribute("aria-busy");
    if (submitter) submitter.disabled = false;
    if (!response || !response.ok || !(response.headers.get("content-type") || "").startsWith("text/html")) {
      // Not the page back (a refusal, the server away): the form as a page load shows why.
      return form.submit();
    }
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    for (const section of sections()) {
      const next = page.getElementById(section.id);
      if (next) section.replaceWith(document.importNode(next, true));
    }
    const step = focusedName && document.querySelector(`[data-step="${CSS.escape(focusedName)}"] button`);
    if (step) step.focus({ preventScroll: true });
  });
})();
