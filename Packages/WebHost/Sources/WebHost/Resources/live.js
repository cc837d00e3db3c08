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
  // The location is read once, after the page's other deferred scripts ran (they may have
  // rewritten the URL without reloading).
  const path = location.pathname + location.search;
  const stamp = document.querySelector('meta[name="live-version"]');
  // The document's own version counts only for the location it was rendered for.
  let version = stamp && stamp.dataset.location === path ? stamp.content : "";

  function apply(text) {
    const message = JSON.parse(text);
    const changed = [];
    for (const region of message.regions || []) {
      const element = document.getElementById(region.id);
      if (!element || element.dataset.digest === region.digest) continue;
      element.innerHTML = region.html;
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
