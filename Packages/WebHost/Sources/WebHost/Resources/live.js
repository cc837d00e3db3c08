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
