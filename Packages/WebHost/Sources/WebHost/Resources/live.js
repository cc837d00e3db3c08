// Keeps the page's live regions current. One channel per tab: a WebSocket, which a browser does
// not count against its six HTTP/1.1 connections per host (an event stream per tab would leave
// the seventh tab, and every form post, waiting); an EventSource where WebSockets are missing
// or never get through (a proxy that refuses them).
//
// Every message names the version it brings the page to; a tab that reconnects (a dropped
// connection, a restarted server, a laptop waking up) sends the version it holds and receives
// only the regions that changed since, or every region when the server cannot tell.
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
  // A refused form post answers at the action's URL with the page the form came from, which
  // names its own location: the address bar and the channel follow that page.
  const own = document.querySelector("main[data-location]");
  if (own && own.dataset.location !== location.pathname + location.search) {
    history.replaceState(history.state, "", own.dataset.location);
  }
  // The location is read once, after the page's other deferred scripts ran (they may have
  // rewritten the URL without reloading).
  const path = location.pathname + location.search;
  const stamp = document.querySelector('meta[name="live-version"]');
  // The document's own version counts only for the location it was rendered for.
  let version = stamp && stamp.dataset.location === path ? stamp.content : "";

  // A region is shared by every tab on the page, so its new HTML knows nothing of what this
  // person is typing: a form in use (typed into, or shown again with an error after a refused
  // post) is carried over into the new HTML as it is, values, errors and focus kept.
  function isEdited(control) {
    if (control.type === "checkbox" || control.type === "radio") return control.checked !== control.defaultChecked;
    if (control.tagName === "SELECT") return [...control.options].some((option) => option.selected !== option.defaultSelected);
    return "defaultValue" in control && control.type !== "hidden" && control.value !== control.defaultValue;
  }

  function formKey(form) {
    return (form.getAttribute("method") || "get") + " " + (form.getAttribute("action") || "") + " " + (form.dataset.form || "");
  }

  // Forms by action and their position among the region's forms with that action, so a
  // list's many delete forms each keep their own.
  function keyedForms(element) {
    const seen = new Map();
    return [...element.querySelectorAll("form")].map((form) => {
      const key = formKey(form);
      const index = seen.get(key) || 0;
      seen.set(key, index + 1);
      return [key + " " + index, form];
    });
  }

  function formsInUse(element) {
    const forms = new Map();
    for (const [key, form] of keyedForms(element)) {
      // Focus alone does not count: a field nobody changed shows the new value.
      if (form.hasAttribute("data-form-submitted") || [...form.elements].some(isEdited)) {
        forms.set(key, form);
      }
    }
    return forms;
  }

  function carryOver(element, forms, focused, selection) {
    if (!forms.size) return;
    for (const [key, form] of keyedForms(element)) {
      const kept = forms.get(key);
      if (kept) form.replaceWith(kept);
    }
    if (focused && focused !== document.activeElement && element.contains(focused)) {
      focused.focus({ preventScroll: true });
      if (selection && selection[0] !== null) {
        try { focused.setSelectionRange(selection[0], selection[1]); } catch (_) { /* not a text field */ }
      }
    }
  }

  function apply(text) {
    const message = JSON.parse(text);
    const changed = [];
    for (const region of message.regions || []) {
      const element = document.getElementById(region.id);
      if (!element || element.dataset.digest === region.digest) continue;
      const forms = formsInUse(element);
      // Read before the old HTML goes: removing the focused field moves focus to the body.
      const focused = document.activeElement;
      let selection = null;
      try { selection = [focused.selectionStart, focused.selectionEnd]; } catch (_) { /* not a text field */ }
      element.innerHTML = region.html;
      carryOver(element, forms, focused, selection);
      element.dataset.digest = region.digest;
      changed.push(region.id);
    }
    if (message.v) version = message.v;
    root.dataset.live = "open";
    root.dataset.liveVersion = version;
    if (changed.length) document.dispatchEvent(new CustomEvent("live:update", { detail: { regions: changed } }));
  }

  function followWithEventSource() {
    root.dataset.liveChannel = "events";
    const source = new EventSource("/_events" + path);
    source.addEventListener("live", (event) => apply(event.data));
    source.addEventListener("error", () => { root.dataset.live = "closed"; });
  }

  if (!("WebSocket" in window)) return followWithEventSource();

  let failuresBeforeOpen = 0;
  let retries = 0;
  let timer = 0;

  function connect() {
    clearTimeout(timer);
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const socket = new WebSocket(scheme + location.host + "/_live" + path);
    let opened = false;
    root.dataset.liveChannel = "socket";
    socket.addEventListener("open", () => {
      opened = true;
      failuresBeforeOpen = 0;
      socket.send(JSON.stringify(version ? { v: version } : {}));
    });
    socket.addEventListener("message", (event) => {
      retries = 0;
      apply(event.data);
    });
    socket.addEventListener("close", (event) => {
      root.dataset.live = "closed";
      if (event.code === 1008) return; // the server will never follow this page live
      if (!opened && ++failuresBeforeOpen >= 3) return followWithEventSource();
      // Soon after a drop, then backing off (with jitter, so a restarted server is not hit by
      // every tab at once) up to 10 s.
      const delay = Math.min(10000, 250 * 2 ** retries++) * (0.5 + Math.random() / 2);
      timer = setTimeout(connect, delay);
    });
  }

  // A tab coming back online or into view reconnects at once instead of waiting out its delay.
  function reconnectNow() {
    if (root.dataset.live === "closed" && root.dataset.liveChannel === "socket") {
      retries = 0;
      connect();
    }
  }
  window.addEventListener("online", reconnectNow);
  document.addEventListener("visibilitychange", () => { if (!document.hidden) reconnectNow(); });
  connect();
})();
