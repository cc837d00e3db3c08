/// The stylesheet and script of the Animals page.
package enum AnimalsAssets {}

extension AnimalsAssets {
  /// Three columns; the sheet and the alert float over them.
  package static let stylesheet = """
    main:has(> #live-animals-categories){max-width:none;display:grid;gap:1rem;align-items:start;\
    grid-template-columns:minmax(12rem,16rem) minmax(14rem,20rem) minmax(16rem,1fr)}
    .animals-column{background:#fff;border:1px solid #ddd;border-radius:.6rem;padding:.75rem;min-height:60vh}
    .animals-column h2{margin:.25rem 0 .75rem;font-size:1.3rem}
    .animals-toolbar{display:flex;gap:.5rem;justify-content:flex-end;flex-wrap:wrap}
    .animals-rows{list-style:none;margin:0;padding:0}
    .animals-row{display:block;padding:.4rem .6rem;border-radius:.4rem;color:inherit;text-decoration:none;flex:1}
    .animals-row:hover{background:#eef}.animals-row.selected{background:#cfe3ff}
    .animals-row-with-action{display:flex;align-items:center;gap:.25rem}
    .animals-row-delete{font-size:.8em;padding:.2rem .5rem;color:#b00020}
    .animals-empty{color:#666;text-align:center;padding:2rem 0;font-size:1.1rem}
    .animals-status{margin:.25rem 0;color:#555}.animals-error{color:#b00020}
    .animals-properties{margin:0}.animals-property{display:flex;justify-content:space-between;padding:.5rem 0;border-bottom:1px solid #eee}
    .animals-property dt{font-weight:600}.animals-property dd{margin:0}
    .animals-backdrop{position:fixed;inset:0;background:#0004;display:flex;align-items:center;justify-content:center;z-index:10}
    .animals-sheet,.animals-alert{background:#fff;border-radius:.8rem;padding:1.25rem;min-width:20rem;max-width:32rem;box-shadow:0 8px 30px #0003}
    .animals-sheet h2,.animals-alert h2{margin-top:0}
    .animals-editor{display:grid;grid-template-columns:auto 1fr;gap:.6rem 1rem;align-items:center}
    .animals-editor input,.animals-editor select{font:inherit;padding:.3rem}
    .animals-sheet-buttons,.animals-alert-buttons{display:flex;gap:.5rem;justify-content:flex-end;margin-top:1rem}
    button.primary{background:#0a64d8;color:#fff;border-color:#0a64d8}
    button.destructive{color:#fff;background:#c62828;border-color:#c62828}
    form[data-animals-editor]:invalid ~ .animals-sheet-buttons button.primary,\
    .animals-sheet:has(form:invalid) button.primary{opacity:.5}
    """

  /// Keeps Save disabled while a field of the editor is empty (the book's rule, as the user
  /// types), and carries the typed values in the return URL so a failed save loses nothing.
  /// Without script the `required` fields stop an empty submission instead.
  package static let script = """
    (function () {
      function filled(form) {
        return Array.prototype.every.call(form.querySelectorAll("[required]"), function (field) {
          return field.value.trim() !== "";
        });
      }
      function update() {
        document.querySelectorAll("button[data-animals-save]").forEach(function (save) {
          var form = save.form;
          save.disabled = save.hasAttribute("data-waiting") || !form || !filled(form);
        });
      }
      document.addEventListener("input", update);
      document.addEventListener("change", update);
      document.addEventListener("submit", function (event) {
        var form = event.target;
        if (!form.hasAttribute || !form.hasAttribute("data-animals-editor")) return;
        var back = form.querySelector("input[name=return]");
        if (!back) return;
        var url = new URL(back.value, location.href);
        var query = url.search.replace(/^\\?/, "").split("&").filter(function (pair) {
          var name = decodeURIComponent(pair.split("=")[0]);
          return pair !== "" && name !== "name" && name !== "diet" && name !== "categoryId";
        });
        ["name", "diet", "categoryId"].forEach(function (name) {
          var field = form.elements[name];
          if (field) query.push(name + "=" + encodeURIComponent(field.value));
        });
        back.value = url.pathname + "?" + query.join("&");
      }, true);
      new MutationObserver(update).observe(document.body, { childList: true, subtree: true });
      update();
    })();
    """
}
