/// The stylesheet and script of the Quakes page, written once into the page.
package enum QuakesAssets {}

extension QuakesAssets {
  package static let stylesheet: String = {
    let colors = MagnitudeColor.allCases.map { color in
      ".quakes-map .\(color.cssClass){fill:\(color.cssValue)}"
        + ".quake-magnitude.\(color.cssClass){color:\(color.cssValue)}"
    }.joined()
    return """
      main:has(> #live-quakes-map){max-width:none;display:grid;gap:.5rem 1rem;align-items:start;\
      grid-template-columns:minmax(18rem,26rem) minmax(0,1fr);\
      grid-template-areas:"toolbar toolbar" "search header" "list map" "footer map"}\
      #live-quakes-toolbar{grid-area:toolbar}#live-quakes-search{grid-area:search}\
      #live-quakes-header{grid-area:header}#live-quakes-list{grid-area:list;max-height:70vh;overflow-y:auto}\
      #live-quakes-map{grid-area:map}#live-quakes-footer{grid-area:footer}\
      .quakes-toolbar{display:flex;gap:.5rem;align-items:flex-start;flex-wrap:wrap}\
      .quakes-menu{position:relative}\
      .quakes-menu>summary{list-style:none;cursor:pointer}.quakes-menu>summary::-webkit-details-marker{display:none}\
      .quakes-menu-button{border:1px solid #888;border-radius:.4rem;padding:.4rem 1rem;background:#fff;font:inherit;display:inline-block}\
      .quakes-menu [role=menu]{position:absolute;z-index:2;background:#fff;border:1px solid #aaa;border-radius:.4rem;padding:.25rem;min-width:11rem;display:flex;flex-direction:column;gap:.1rem;box-shadow:0 4px 12px #0002}\
      .quakes-menu [role=menu] form{display:block}\
      .quakes-menu [role=menu] button,.quakes-menu [role=menu] a{display:block;width:100%;text-align:left;padding:.25rem .6rem;border:0;border-radius:.3rem;background:none;font:inherit;color:inherit;text-decoration:none}\
      .quakes-menu [role=menu] button:hover:enabled,.quakes-menu [role=menu] a:hover{background:#e8f0fe}\
      .quakes-menu [aria-checked=true]::before{content:"✓ "}\
      .quakes-menu-heading{display:block;font-size:.8em;color:#666;padding:.3rem .6rem 0}\
      .quakes-status{margin:0;padding:.4rem}.quakes-error{color:#b00020}\
      .quakes-search{display:flex;gap:.5rem}.quakes-search input{flex:1;font:inherit;padding:.3rem}\
      .quakes-header h1{margin:0;font-size:1.4rem}.quakes-subtitle{margin:.2rem 0 0;color:#555}\
      .quakes-list{list-style:none;margin:0;padding:0}\
      .quake-row{display:grid;grid-template-columns:3.2rem 1fr;column-gap:.6rem;padding:.3rem;color:inherit;text-decoration:none;border-radius:.4rem}\
      .quake-row:hover{background:#eef}.quake-row.selected{background:#cfe3ff}\
      .quake-magnitude{grid-row:span 2;border-radius:.4rem;background:#1c1c1e;font-weight:bold;text-align:center;align-self:center;padding:.45rem 0}\
      .quake-time{font-size:.85em;color:#555}\
      .quakes-footer{display:flex;gap:.5rem 1rem;flex-wrap:wrap;align-items:center;font-size:.9em}\
      .quakes-footer form{display:flex;gap:.4rem;align-items:center}\
      .quakes-map{width:100%;height:auto;display:block;border:1px solid #ccc;background:#dbe9f4}\
      .quakes-map circle{fill-opacity:.5;stroke:gray;stroke-width:1;vector-effect:non-scaling-stroke;cursor:pointer}\
      .quakes-map circle.selected{fill-opacity:1;stroke:#000;stroke-width:2}\
      .quakes-empty{color:#555;padding:1rem 0}
      """ + colors
  }()

  /// Map clicks select through the URL; Escape closes an open menu; picking a date submits its
  /// form. Everything else works without script (links and forms). No handler is inline: the
  /// host's Content-Security-Policy allows scripts from files only.
  package static let script = """
    document.addEventListener("change", function (event) {
      if (event.target.id === "quakes-date" && event.target.form) event.target.form.requestSubmit();
    });
    document.addEventListener("click", function (event) {
      var circle = event.target.closest && event.target.closest("svg.quakes-map circle[data-q]");
      if (!circle) return;
      var map = circle.closest("svg.quakes-map");
      window.location.assign(map.getAttribute("data-select") + encodeURIComponent(circle.getAttribute("data-q")));
    });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "Escape") return;
      document.querySelectorAll("details.quakes-menu[open]").forEach(function (menu) { menu.open = false; });
    });
    """
}
