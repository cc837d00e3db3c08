// Makes a module's page behave like an app: its live regions stay current, and what the person
// does (a button, a form, a link within the module, back and forward) changes the page in
// place. Everything here is an enhancement: without script every link and form loads a page.
//
// One channel per tab: a WebSocket, which a browser does not count against its six HTTP/1.1
// connections per host (an event stream per tab would leave the seventh tab, and every form
// post, waiting); an EventSource where WebSockets are missing or never get through. Every
// message names the version it brings the page to; a tab that reconnects sends the version and
// the regions' digests it holds and receives only what differs.
//
// In place:
// - a POST form of the module is sent over the channel (`{"submit": …}`), else with fetch
//   (`Live-Intent: submit`); either carries a `once` id, so a form sent again after a dropped
//   connection is applied once; its effect arrives through the channel, a
//   refused post's page is applied region by region (the error next to its field, the input
//   kept), and an answer naming another location becomes a visit, which the host has usually
//   made already (`following`: it moved the tab's channel, named in the hello, before
//   answering, so the new page comes without the tab asking);
// - a visit (a link or GET form within the module, back, forward) updates the address bar and
//   asks the channel for the new location (`{"go": …, "have": …, "exact": …}`): only regions
//   that differ come back, as edits of the HTML the tab holds when that is much smaller (a
//   quake selected: two rows and two circles, not the list and the map);
// - a region's new HTML is morphed into the page: nodes that did not change stay, with focus,
//   caret, scroll and open menus; a form the person is using is kept as it is.
// Feedback: a pressed control is disabled and its form `aria-busy` until the answer; a channel
// down for over a second shows "Reconnecting…"; a field's error shows as the person types
// (`Live-Intent: validate`, the module's own decoding). `liveLatency(ms)` in the console (kept
// in localStorage) delays what the tab sends, to try the page over a slow link.
(() => {
  const root = document.documentElement;

  // Every form this tab posts names the tab (a `tab` field), so DevTools can tell which tab
  // dispatched what: an id kept in sessionStorage, which is the tab's own and survives reloads.
  let tab = "";
  try {
    tab = sessionStorage.getItem("tab") || Math.random().toString(36).slice(2, 12);
    sessionStorage.setItem("tab", tab);
  } catch (error) {
    tab = ""; // storage refused (a privacy setting): the post names its page only
  }
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!tab || form.method.toLowerCase() !== "post" || form.elements.namedItem("tab")) return;
    const field = document.createElement("input");
    field.type = "hidden";
    field.name = "tab";
    field.value = tab;
    form.append(field);
  });

  // A refused form post (without script) answers at the action's URL with the page the form
  // came from, which names its own location: the address bar and the channel follow that page.
  const own = document.querySelector("main[data-location]");
  if (own && own.dataset.location !== location.pathname + location.search) {
    history.replaceState(history.state, "", own.dataset.location);
  }
  const here = () => location.pathname + location.search;
  // This page's channel, named to the host in the hello and sent with each post in place
  // (`Live-Channel`), so the host can move it where a post leads. Per page load, not the tab's
  // id: a duplicated tab copies session storage, and must not have its twin moved.
  const channelKey = Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
  // The location the regions show; read after the page's other deferred scripts ran (they may
  // have rewritten the URL without reloading).
  let shown = here();
  const stamp = document.querySelector('meta[name="live-version"]');
  // The document's own version counts only for the location it was rendered for.
  let version = stamp && stamp.dataset.location === shown ? stamp.content : "";

  // ---- Simulated latency ----------------------------------------------------------------------

  function latency() {
    try {
      return Math.max(0, Number(localStorage.getItem("live-latency")) || 0);
    } catch (_) {
      return 0;
    }
  }
  window.liveLatency = (ms) => {
    try {
      if (ms > 0) localStorage.setItem("live-latency", String(ms));
      else localStorage.removeItem("live-latency");
    } catch (_) { /* storage refused */ }
  };
  const delayed = () => new Promise((resolve) => {
    const ms = latency();
    if (ms) setTimeout(resolve, ms); else resolve();
  });

  // ---- Morphing -------------------------------------------------------------------------------

  function isEdited(control) {
    if (control.type === "checkbox" || control.type === "radio") return control.checked !== control.defaultChecked;
    if (control.tagName === "SELECT") return [...control.options].some((option) => option.selected !== option.defaultSelected);
    return "defaultValue" in control && control.type !== "hidden" && control.value !== control.defaultValue;
  }

  // A form in use (typed into, shown again with its error after a refused post, or being sent)
  // is kept as it is when its region changes: the region is shared by every tab, so its new
  // HTML knows nothing of what this person is doing. Only its hidden fields follow (they carry
  // the page's location and state, which a visit changes).
  function formsInUse(element) {
    return new Set([...element.querySelectorAll("form")].filter((form) =>
      form.hasAttribute("data-form-submitted") || form.hasAttribute("data-live-sending") || [...form.elements].some(isEdited)));
  }

  function sameNode(a, b) {
    if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
    if (a.nodeType !== Node.ELEMENT_NODE) return true;
    return a.id === b.id && a.getAttribute("data-key") === b.getAttribute("data-key") &&
      (a.tagName !== "INPUT" || a.type === b.type);
  }

  function morphChildren(from, to, kept) {
    let current = from.firstChild;
    for (const next of [...to.childNodes]) {
      let match = null;
      if (current && sameNode(current, next)) {
        match = current;
      } else if (next.nodeType === Node.ELEMENT_NODE && next.id) {
        const found = document.getElementById(next.id);
        if (found && found.parentNode === from && sameNode(found, next)) match = found;
      } else {
        // A node removed or added a little above: look a few siblings ahead.
        let probe = current && current.nextSibling;
        for (let step = 0; probe && step < 3; step += 1, probe = probe.nextSibling) {
          if (sameNode(probe, next) && !(probe.nodeType === Node.ELEMENT_NODE && probe.id)) {
            match = probe;
            break;
          }
        }
      }
      if (!match) {
        from.insertBefore(next, current);
        continue;
      }
      if (match === current) current = current.nextSibling;
      else from.insertBefore(match, current);
      if (!unchanged(match, next)) morphNode(match, next, kept);
    }
    while (current) {
      const gone = current;
      current = current.nextSibling;
      gone.remove();
    }
  }

  // A subtree the new HTML repeats exactly is left as it is: compared natively, a list of 300
  // rows that changed in two costs one comparison a row. Not one holding a control, whose value
  // may differ from its HTML (the morph puts it back, or keeps the form in use).
  function unchanged(from, to) {
    return from.nodeType === Node.ELEMENT_NODE && from.isEqualNode(to) &&
      !/^(INPUT|TEXTAREA|SELECT)$/.test(from.tagName) && !from.querySelector("input, textarea, select");
  }

  function morphAttributes(from, to) {
    // `open` on a menu or a modal dialog is the person's (or the page script's) state.
    const keepOpen = from.tagName === "DETAILS" || (from.tagName === "DIALOG" && to.hasAttribute("open"));
    for (const { name } of [...from.attributes]) {
      if (to.hasAttribute(name)) continue;
      if (keepOpen && (name === "open" || name === "aria-modal")) continue;
      from.removeAttribute(name);
    }
    for (const { name, value } of [...to.attributes]) {
      if (keepOpen && name === "open") continue;
      if (from.getAttribute(name) !== value) from.setAttribute(name, value);
    }
  }

  // A kept form's hidden fields follow the page (they carry its location and state: a visit
  // changes them); what the person typed and the errors shown stay.
  function keepForm(from, to) {
    const mine = [...from.querySelectorAll("input[type=hidden][name]")];
    for (const field of to.querySelectorAll("input[type=hidden][name]")) {
      const index = mine.findIndex((input) => input.name === field.name);
      if (index < 0) {
        from.append(field);
        continue;
      }
      const input = mine.splice(index, 1)[0];
      if (input.value !== field.value) {
        input.value = field.value;
        input.defaultValue = field.value;
      }
    }
    for (const input of mine) input.remove();
  }

  function morphNode(from, to, kept) {
    if (from.nodeType !== Node.ELEMENT_NODE) {
      if (from.nodeValue !== to.nodeValue) from.nodeValue = to.nodeValue;
      return;
    }
    if (kept.has(from)) {
      keepForm(from, to);
      return;
    }
    morphAttributes(from, to);
    morphChildren(from, to, kept);
    // What a control shows follows the new HTML: it was not being used.
    if (from.tagName === "INPUT") {
      if (from.type === "checkbox" || from.type === "radio") from.checked = from.defaultChecked;
      else if (from.value !== from.defaultValue) from.value = from.defaultValue;
    } else if (from.tagName === "TEXTAREA") {
      if (from.value !== from.defaultValue) from.value = from.defaultValue;
    } else if (from.tagName === "SELECT") {
      for (const option of from.options) option.selected = option.defaultSelected;
    }
  }

  function fragment(html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content;
  }

  // ---- The HTML held ---------------------------------------------------------------------------

  // The host's digest of a region: FNV-1a (64-bit) over its HTML's UTF-8, in 16-bit limbs.
  function digest(text) {
    let h0 = 0x2325, h1 = 0x8422, h2 = 0x9ce4, h3 = 0xcbf2;
    for (const byte of new TextEncoder().encode(text)) {
      h0 ^= byte;
      // h * (2^40 + 0x1b3), each limb carried into the next.
      const t0 = h0 * 0x1b3;
      const t1 = h1 * 0x1b3 + (t0 >>> 16);
      const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
      const t3 = h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16);
      h0 = t0 & 0xffff;
      h1 = t1 & 0xffff;
      h2 = t2 & 0xffff;
      h3 = t3 & 0xffff;
    }
    // As the host writes it: hexadecimal without leading zeros.
    const hex = [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, "0")).join("");
    return hex.replace(/^0+(?=.)/, "");
  }

  // The HTML the host last sent for each region: a post's form is put back as the host shows it,
  // and a visit's answer may be a patch of it. A region of the document itself is read back from
  // the page, written as the host writes it (void elements and empty SVG shapes closed with
  // `/>`, an empty attribute without `=""`); it counts as the host's only when its digest says
  // so (a page script may have changed it).
  const lastHTML = new Map();
  const verified = new Map(); // region id -> the digest its lastHTML was checked against
  const regions = () => document.querySelectorAll("[id^='live-'][data-digest]");
  const hostForm = (html) => html
    .replace(/<([a-zA-Z][\w:-]*)(\s[^>]*)>/g, (_, tag, rest) => `<${tag}${rest.replace(/(\s[^\s=>"]+)=""/g, "$1")}>`)
    .replace(/<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)(\s[^>]*)?>/g, (_, tag, rest) => `<${tag}${rest || ""}/>`)
    .replace(/<(circle|ellipse|image|line|path|polygon|polyline|rect|use)(\s[^>]*)?><\/\1>/g, (_, tag, rest) => `<${tag}${rest || ""}/>`);
  for (const element of regions()) lastHTML.set(element.id, hostForm(element.innerHTML));

  // Whether the HTML held for region `id` is the host's HTML with digest `expected` (checked
  // once per digest).
  function holdsExactly(id, expected) {
    const text = lastHTML.get(id);
    if (text === undefined) return false;
    if (verified.get(id) === expected) return true;
    if (digest(text) !== expected) return false;
    verified.set(id, expected);
    return true;
  }

  // The regions whose HTML this tab holds exactly as the host sent it.
  const exact = () => [...regions()].filter((element) => holdsExactly(element.id, element.dataset.digest)).map((element) => element.id);

  // A region sent as edits of the HTML held (`{"base", "patch"}`): read left to right over
  // that HTML cut before each `<`, a positive number keeps so many pieces, a negative one drops
  // them, a string is inserted; the rest is kept. Null when the HTML held is not the base or the
  // result is not what the host meant.
  function patched(region) {
    const element = document.getElementById(region.id);
    if (!element || element.dataset.digest !== region.base || !holdsExactly(region.id, region.base)) return null;
    const base = lastHTML.get(region.id);
    const pieces = base === "" ? [] : base.split(/(?=<)/);
    const out = [];
    let at = 0;
    for (const edit of region.patch) {
      if (typeof edit === "string") out.push(edit);
      else if (edit > 0) { out.push(...pieces.slice(at, at + edit)); at += edit; }
      else at -= edit;
    }
    out.push(...pieces.slice(at));
    const html = out.join("");
    return digest(html) === region.digest ? html : null;
  }

  // Morphs `html` into the region `element`; `release` is a form no longer kept.
  function patch(element, html, release) {
    const kept = formsInUse(element);
    if (release) kept.delete(release);
    morphChildren(element, fragment(html), kept);
  }

  function announceUpdate(changed) {
    if (changed.length) document.dispatchEvent(new CustomEvent("live:update", { detail: { regions: changed } }));
  }

  function apply(message) {
    const changed = [];
    const missed = [];
    for (const region of message.regions || []) {
      const html = region.patch ? patched(region) : region.html;
      if (html === null) {
        missed.push(region.id);
        continue;
      }
      lastHTML.set(region.id, html);
      verified.set(region.id, region.digest);
      const element = document.getElementById(region.id);
      if (!element || element.dataset.digest === region.digest) continue;
      patch(element, html);
      element.dataset.digest = region.digest;
      changed.push(region.id);
    }
    // A patch that does not fit what this tab holds: those regions again, whole.
    if (missed.length) {
      const have = held();
      for (const id of missed) delete have[id];
      ask(here(), { go: here(), have });
    }
    if (message.v) version = message.v;
    // Open once the first message is applied: the page is then current.
    root.dataset.live = "open";
    channelOpen();
    root.dataset.liveVersion = version;
    announceUpdate(changed);
    return changed;
  }

  const held = () => Object.fromEntries([...regions()].map((element) => [element.id, element.dataset.digest]));

  // ---- Notices --------------------------------------------------------------------------------

  // Polite announcements (a visit's new content) and the channel's state, in two live regions
  // that exist from the start, so a screen reader hears what is put in them.
  function liveRegion(className, politeness) {
    const element = document.createElement("div");
    element.className = className;
    element.setAttribute("role", "status");
    element.setAttribute("aria-live", politeness);
    document.body.append(element);
    return element;
  }
  const notice = liveRegion("live-notice", "polite");
  const announcer = liveRegion("visually-hidden live-announcer", "polite");
  let noticeTimer = 0;

  function channelOpen() {
    clearTimeout(noticeTimer);
    noticeTimer = 0;
    if (notice.textContent) notice.textContent = "";
  }

  function channelClosed(text) {
    root.dataset.live = "closed";
    if (text) {
      clearTimeout(noticeTimer);
      notice.textContent = text;
      return;
    }
    if (noticeTimer || notice.textContent) return;
    noticeTimer = setTimeout(() => {
      noticeTimer = 0;
      if (root.dataset.live === "closed") notice.textContent = "Reconnecting…";
    }, 1000);
  }

  function busy(on) {
    if (on) root.dataset.pending = "";
    else delete root.dataset.pending;
  }

  // ---- The channel ----------------------------------------------------------------------------

  let socket = null;
  // The location a visit asked the channel for, until its answer comes.
  let visiting = null;
  let visitTimer = 0;

  function followWithEventSource() {
    root.dataset.liveChannel = "events";
    const source = new EventSource("/_events" + shown);
    source.addEventListener("live", (event) => apply(JSON.parse(event.data)));
    source.addEventListener("open", channelOpen);
    source.addEventListener("error", () => channelClosed());
  }

  let failuresBeforeOpen = 0;
  let retries = 0;
  let timer = 0;

  function connect() {
    clearTimeout(timer);
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    shown = here();
    const channel = new WebSocket(scheme + location.host + "/_live" + shown);
    socket = channel;
    let opened = false;
    root.dataset.liveChannel = "socket";
    channel.addEventListener("open", () => {
      opened = true;
      failuresBeforeOpen = 0;
      // The key lets the host move this channel after a form this page posts (`follow`).
      channel.send(JSON.stringify({ v: version || undefined, have: held(), channel: channelKey }));
    });
    channel.addEventListener("message", (event) => {
      retries = 0;
      const message = JSON.parse(event.data);
      if (message.answer !== undefined) return answered(message);
      if (message.follow) return followed(message);
      if (visiting !== null) {
        // Updates of the location being left, and answers to visits since replaced, are not ours.
        if (message.location === visiting) arrived(message);
        return;
      }
      if (message.location === undefined) apply(message);
    });
    channel.addEventListener("close", (event) => {
      if (socket === channel) socket = null;
      // Forms sent on it and not answered are posted instead.
      for (const waiting of [...answers.values()]) if (waiting.channel === channel) waiting.settle(null);
      if (visiting !== null) {
        // The reconnect asks for the location in the address bar, which the visit put there.
        visiting = null;
        version = "";
        busy(false);
      }
      if (event.code === 1008) return channelClosed("This page is no longer updated live. Reload it to see changes.");
      channelClosed();
      if (!opened && ++failuresBeforeOpen >= 3) return followWithEventSource();
      // Soon after a drop, then backing off (with jitter, so a restarted server is not hit by
      // every tab at once) up to 10 s.
      const delay = Math.min(10000, 250 * 2 ** retries++) * (0.5 + Math.random() / 2);
      timer = setTimeout(connect, delay);
    });
  }

  // A tab coming back online or into view reconnects at once instead of waiting out its delay.
  function reconnectNow() {
    if (root.dataset.live === "closed" && root.dataset.liveChannel === "socket" && !socket) {
      retries = 0;
      connect();
    }
  }
  window.addEventListener("online", reconnectNow);
  document.addEventListener("visibilitychange", () => { if (!document.hidden) reconnectNow(); });

  // ---- Visits ---------------------------------------------------------------------------------

  const moduleOf = (path) => new URL(path, location.href).pathname.split("/")[1] || "";
  const inModule = (path) => !path.startsWith("/_") && moduleOf(path) === moduleOf(location.pathname);

  // Shows `path` (a page of this module) in place: the address bar first, then the regions
  // that differ, from the channel. Without an open channel the page is loaded as usual.
  function visit(path, options = {}) {
    if (!socket || socket.readyState !== WebSocket.OPEN || !inModule(path)) {
      if (options.replace) location.replace(path); else location.assign(path);
      return;
    }
    if (!options.fromHistory) {
      const method = options.replace || path === here() ? "replaceState" : "pushState";
      history[method](history.state, "", path);
    }
    version = ""; // the version held was the old location's
    busy(true);
    ask(path);
  }

  // Waits for the channel's answer for `path` (see `arrived`). No answer in time (a server that
  // does not know visits, one stuck): the page is loaded.
  function awaitAnswer(path) {
    visiting = path;
    clearTimeout(visitTimer);
    visitTimer = setTimeout(() => { if (visiting === path) location.reload(); }, 10000);
  }

  // Sends a `go` for `path` on the channel (by default saying what the tab holds) and waits
  // for its answer.
  function ask(path, request = { go: path, have: held(), exact: exact() }) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return location.reload();
    awaitAnswer(path);
    const message = JSON.stringify(request);
    const channel = socket;
    delayed().then(() => { if (channel.readyState === WebSocket.OPEN) channel.send(message); });
  }
  window.liveVisit = visit;

  function arrived(message) {
    clearTimeout(visitTimer);
    visiting = null;
    busy(false);
    if (message.refused) {
      location.reload(); // the address bar already names the page: load it as usual
      return;
    }
    shown = message.location;
    const focused = document.activeElement;
    const changed = apply(message);
    if (!changed.length) return;
    const first = document.getElementById(changed[0]);
    const heading = first.querySelector("h2, h3, caption, legend");
    announcer.textContent = heading ? heading.textContent.trim() : "Page updated";
    // Focus stays where it was when that is still on the page; otherwise it goes to what
    // changed. Decided after the page's scripts saw the change (a closed dialog gives the focus
    // back to the button that opened it).
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      if (focused && focused !== document.body && focused.isConnected) return focused.focus({ preventScroll: true });
      const target = first.querySelector("dialog[open] [autofocus], h2, h3") || first;
      if (!target.hasAttribute("tabindex") && !target.matches("a[href], button, input, select, textarea")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }, 0);
  }

  // The host moved this tab's channel after a form the tab posted in place (a Save leads to
  // the page without its dialog): shown as a visit's answer, the address bar following, one
  // round trip after the post. A visit the person started meanwhile wins: its `go` is sent
  // again, since the channel was moved away from it.
  function followed(message) {
    if (visiting !== null && visiting !== message.location) return ask(visiting);
    if (here() !== message.location) history.pushState(history.state, "", message.location);
    arrived(message);
  }

  // A post's answer says the host is moving the channel to `path` (`following`), and its
  // message has not come yet: wait for it as for a visit's answer.
  function awaitFollow(path) {
    history.pushState(history.state, "", path);
    version = "";
    busy(true);
    awaitAnswer(path);
  }

  window.addEventListener("popstate", () => {
    if (here() === shown) return; // a change of the hash only
    if (!inModule(location.pathname)) return location.reload();
    visit(here(), { fromHistory: true });
  });

  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target.closest && event.target.closest("a[href]");
    if (!link || !link.closest("main") || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !inModule(url.pathname)) return;
    if (url.hash && url.pathname + url.search === here()) return; // a place in this page
    event.preventDefault();
    closeMenu(link);
    visit(url.pathname + url.search);
  });

  // A menu item chosen closes its menu, as the page load that followed it did (a menu stays
  // open through updates otherwise: it is the person's).
  function closeMenu(control) {
    const menu = control.closest("details[open]");
    if (!menu) return;
    const focusInside = menu.contains(document.activeElement);
    menu.open = false;
    const summary = menu.querySelector("summary");
    if (focusInside && summary) summary.focus({ preventScroll: true });
  }

  // ---- Forms ----------------------------------------------------------------------------------

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !form.closest("main") || (form.target && form.target !== "_self")) return;
    const submitter = event.submitter;
    const action = new URL((submitter && submitter.getAttribute("formaction")) || form.getAttribute("action") || here(), location.href);
    if (action.origin !== location.origin || action.pathname.startsWith("/_")) return;
    const method = ((submitter && submitter.getAttribute("formmethod")) || form.getAttribute("method") || "get").toLowerCase();
    if (method === "get" || method === "post") closeMenu(submitter || form);
    if (method === "get") {
      if (!inModule(action.pathname)) return;
      event.preventDefault();
      const query = new URLSearchParams(new FormData(form, submitter)).toString();
      visit(action.pathname + (query ? "?" + query : ""));
    } else if (method === "post" && form.enctype !== "multipart/form-data") {
      event.preventDefault();
      send(form, submitter, action.pathname + action.search);
    }
  });

  // A disabled button loses the focus: it gets it back when it is enabled again, unless the
  // person has moved on meanwhile.
  const hadFocus = new WeakSet();

  function pending(form, submitter, on) {
    if (on) {
      form.setAttribute("aria-busy", "true");
      form.setAttribute("data-live-sending", "");
      if (submitter) {
        if (document.activeElement === submitter) hadFocus.add(submitter);
        submitter.disabled = true;
      }
    } else {
      form.removeAttribute("aria-busy");
      form.removeAttribute("data-live-sending");
      if (submitter) {
        submitter.disabled = false;
        const active = document.activeElement;
        if (hadFocus.has(submitter) && submitter.isConnected && (!active || active === document.body)) submitter.focus({ preventScroll: true });
        hadFocus.delete(submitter);
      }
    }
    busy(on);
  }

  // What went wrong with a post, shown in its form (an alert, read out) until it is sent again.
  function formAlert(form, text) {
    let alert = form.querySelector(":scope > .live-form-error");
    if (!text) return alert && alert.remove();
    if (!alert) {
      alert = document.createElement("p");
      alert.className = "live-form-error";
      alert.setAttribute("role", "alert");
      form.prepend(alert);
    }
    alert.textContent = text;
  }

  // What the person can type or pick in a form. Hidden fields are left out: they follow the
  // page (a region update changes them while the form is on its way), which is not typing.
  const typedValues = (form) => JSON.stringify([...form.elements]
    .filter((control) => control.name && control.type !== "hidden" && !["submit", "button", "reset"].includes(control.type))
    .map((control) => [control.name, control.type === "checkbox" || control.type === "radio" ? control.checked : control.value]));
  const newID = () => Math.random().toString(36).slice(2, 12) + Date.now().toString(36);

  async function send(form, submitter, url) {
    if (form.hasAttribute("data-live-sending")) return; // pressed again while it is on its way
    // A check of what was typed, still to come, would answer for the fields alone and could
    // clear the error the server gives this submission (a duplicate title, say).
    cancelValidation(form);
    const body = new URLSearchParams(new FormData(form, submitter));
    // What the form held when sent: typing into it meanwhile (the next entry, while the first is
    // on its way) is the person's, and the answer must not wipe it.
    // Typing the same text again counts too: the person's input events say so, not the values.
    const sent = typedValues(form);
    let typed = false;
    const typing = () => { typed = true; };
    form.addEventListener("input", typing);
    if (tab) body.set("tab", tab);
    body.set("once", newID());
    pending(form, submitter, true);
    formAlert(form, null);
    const answer = (await overChannel(url, body)) || (await overHTTP(url, body));
    form.removeEventListener("input", typing);
    pending(form, submitter, false);
    if (!answer) return formAlert(form, "The server could not be reached. Nothing you typed is lost; try again.");
    if (answer.location !== undefined) {
      // The form as the server shows it now (emptied after an add, say).
      const region = form.closest("[id^='live-']");
      const typedSince = typed || typedValues(form) !== sent;
      if (region && lastHTML.has(region.id) && form.isConnected && !typedSince) {
        patch(region, lastHTML.get(region.id), form);
        announceUpdate([region.id]);
      }
      if (answer.location !== here()) {
        if (answer.following) awaitFollow(answer.location);
        else visit(answer.location);
      }
      return;
    }
    const page = new DOMParser().parseFromString(answer.page || "", "text/html");
    if (answer.status === 400 && page.querySelector("main [id^='live-'][data-digest]")) return showRefused(form, page);
    const message = [...page.querySelectorAll("main .error, main .advice")].map((element) => element.textContent.trim()).join(" ");
    formAlert(form, message || `The server answered ${answer.status}. Nothing you typed is lost; try again.`);
  }

  // Forms sent over the channel, waiting for their answer, by number.
  const answers = new Map();
  let submissions = 0;

  // Sends a form of this module over the channel (`{"submit": …, "body": …, "n": …}`): no
  // request and no headers, and the answer comes on the connection that brings its effect.
  // Resolves to the host's answer, or to null when the form must be posted instead: no open
  // channel, a form too big for a message, the channel closed or silent before the answer (2 s
  // until the host has answered a form on it, then 10 s), or the host said so (`http`). The post then carries the same `once`: applied once at most.
  function overChannel(url, body) {
    const channel = socket;
    if (!channel || channel.readyState !== WebSocket.OPEN || root.dataset.live !== "open" || !inModule(url)) return Promise.resolve(null);
    const number = ++submissions;
    const message = JSON.stringify({ submit: url, body: body.toString(), n: number });
    if (new Blob([message]).size > 8192) return Promise.resolve(null);
    return new Promise((resolve) => {
      const settle = (answer) => {
        clearTimeout(timer);
        answers.delete(number);
        resolve(answer && !answer.http ? answer : null);
      };
      // A host that has answered a form on this channel is waited for longer: a host of an
      // older version (a rolling update behind a proxy) ignores the message, and the person
      // should not wait 10 s for the post that follows.
      const timer = setTimeout(() => settle(null), channel.answersForms ? 10000 : 2000);
      answers.set(number, { channel, settle });
      delayed().then(() => {
        if (channel.readyState === WebSocket.OPEN) channel.send(message); else settle(null);
      });
    });
  }

  function answered(message) {
    const waiting = answers.get(message.answer);
    if (!waiting) return;
    waiting.channel.answersForms = true;
    waiting.settle(message);
  }

  // Posts the form with fetch (`Live-Intent: submit`), sent again after a dropped connection
  // (the host applies it once). Resolves to the JSON answer, `{status, page}` for any other
  // answer, or null when the server could not be reached.
  async function overHTTP(url, body) {
    let response = null;
    for (let attempt = 0; attempt < 4 && !response; attempt += 1) {
      try {
        await delayed();
        response = await fetch(url, {
          method: "POST", body, headers: { "Live-Intent": "submit", "Live-Channel": channelKey }, credentials: "same-origin",
        });
      } catch (_) {
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      }
    }
    if (!response) return null;
    const type = response.headers.get("content-type") || "";
    if (response.ok && type.startsWith("application/json")) return response.json();
    return { status: response.status, page: await response.text() };
  }

  // A refused post's page: its regions (the form with the error next to its field and what was
  // typed, the status line) are applied here, and the focus goes to the field to correct.
  function showRefused(form, page) {
    const changed = [];
    for (const incoming of page.querySelectorAll("main [id^='live-'][data-digest]")) {
      const element = document.getElementById(incoming.id);
      if (!element || element.dataset.digest === incoming.dataset.digest) continue;
      patch(element, incoming.innerHTML, element.contains(form) ? form : null);
      element.dataset.digest = incoming.dataset.digest;
      changed.push(element.id);
    }
    const refused = page.querySelector("main > .form-refused");
    const mine = document.querySelector("main > .form-refused");
    if (mine) mine.remove();
    if (refused) document.querySelector("main").prepend(document.importNode(refused, true));
    announceUpdate(changed);
    const invalid = document.querySelector("main [aria-invalid=true]");
    if (invalid) invalid.focus();
  }

  // ---- Validation while typing ----------------------------------------------------------------

  const touched = new WeakMap();
  const checks = new WeakMap();

  function fieldError(form, name, message) {
    const control = form.elements.namedItem(name);
    if (!control || !control.id || control.type === "hidden") return;
    const wrapper = control.closest(".field");
    const errorID = control.id + "-error";
    let error = document.getElementById(errorID);
    if (message) {
      if (!error) {
        error = document.createElement("p");
        error.className = "field-error";
        error.id = errorID;
        error.setAttribute("aria-live", "polite");
        (wrapper || control.parentNode).append(error);
      }
      if (error.textContent !== message) error.textContent = message;
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", errorID);
      if (wrapper) wrapper.classList.add("invalid");
    } else if (error || control.hasAttribute("aria-invalid")) {
      if (error) error.remove();
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
      if (wrapper) wrapper.classList.remove("invalid");
    }
  }

  function cancelValidation(form) {
    clearTimeout(form.liveValidation);
    checks.set(form, (checks.get(form) || 0) + 1);
  }

  async function validate(form) {
    const check = (checks.get(form) || 0) + 1;
    checks.set(form, check);
    let answer;
    try {
      await delayed();
      const response = await fetch(form.getAttribute("action"), {
        method: "POST", body: new URLSearchParams(new FormData(form)), headers: { "Live-Intent": "validate" }, credentials: "same-origin",
      });
      if (!response.ok) return;
      answer = await response.json();
    } catch (_) {
      return; // offline: the submit will say
    }
    if (checks.get(form) !== check || !form.isConnected) return; // a later keystroke's answer counts
    // Every refused field's message (an older host names only the first).
    const messages = new Map((answer.errors || (answer.field ? [answer] : [])).map((error) => [error.field, error.message]));
    for (const name of touched.get(form) || []) {
      fieldError(form, name, answer.valid === false ? messages.get(name) || null : null);
    }
  }

  function edited(event) {
    const control = event.target;
    const form = control.form;
    if (!form || !control.name || control.type === "hidden" || !form.closest("main")) return;
    if ((form.getAttribute("method") || "").toLowerCase() !== "post") return;
    if (!touched.has(form)) touched.set(form, new Set());
    touched.get(form).add(control.name);
    clearTimeout(form.liveValidation);
    form.liveValidation = setTimeout(() => validate(form), event.type === "change" ? 0 : 300);
  }
  document.addEventListener("input", edited);
  document.addEventListener("change", edited);

  if (!("WebSocket" in window)) followWithEventSource();
  else connect();
})();
