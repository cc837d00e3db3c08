// The Animals page script. Everything here is an enhancement: without it the forms post and
// the dialogs show as open, non-modal dialogs over the page.
(function () {
  "use strict";
  var OPENER_KEY = "animals-opener:" + location.pathname;
  var lastFocusedId = null;

  // Save stays disabled while a field of the editor is empty (the book's rule, as the user
  // types). Without script the `required` fields stop an empty submission instead.
  function filled(form) {
    return Array.prototype.every.call(form.querySelectorAll("[required]"), function (field) {
      return field.value.trim() !== "";
    });
  }
  function updateSaveButtons() {
    document.querySelectorAll("button[data-animals-save]").forEach(function (save) {
      var form = save.form;
      save.disabled = save.hasAttribute("data-waiting") || !form || !filled(form);
    });
  }

  // The typed values travel in the return URL, so a failed save loses nothing.
  function carryEditorFields(form) {
    var back = form.querySelector("input[name=return]");
    if (!back) return;
    var url = new URL(back.value, location.href);
    ["name", "diet", "categoryId"].forEach(function (name) {
      var field = form.elements[name];
      if (field) url.searchParams.set(name, field.value);
    });
    // The host's query decoder reads "+" as a space, as forms write it.
    back.value = url.pathname + url.search;
  }

  // Dialogs: shown modal (focus moves in, the page behind is inert), Escape presses Cancel,
  // and the button that opened the dialog gets the focus back when it closes.
  function firstControl(dialog) {
    return dialog.querySelector("[autofocus]") ||
      dialog.querySelector("input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]");
  }
  function dismiss(dialog) {
    if (dialog.dataset.animalsDismissing) return;
    dialog.dataset.animalsDismissing = "1";
    // Cancel is the one GET form of a dialog: it leads to the page without the dialog.
    var cancel = dialog.querySelector("form[method=get]");
    // requestSubmit, so the host's live script shows the page without the dialog in place.
    if (cancel) cancel.requestSubmit();
  }
  function showModal(dialog) {
    if (dialog.matches(":modal")) return;
    var focusedId = lastFocusedId;
    dialog.close();
    dialog.showModal();
    dialog.setAttribute("aria-modal", "true");
    var again = focusedId && dialog.querySelector("#" + CSS.escape(focusedId));
    var target = again || firstControl(dialog);
    if (target) target.focus();
    dialog.addEventListener("cancel", function (event) {
      event.preventDefault();
      dismiss(dialog);
    });
    // Where the browser closes the dialog anyway (Escape without a cancelable event). The
    // `close` of the switch to modal above arrives later, when the dialog is open again.
    dialog.addEventListener("close", function () {
      if (!dialog.open) dismiss(dialog);
    });
  }
  // A button opens a dialog when its GET form carries `editor` or `confirm`; that field names
  // it ("editor=edit", "confirm=delete"), so the focus can find it on the next page.
  function openerOf(form) {
    if ((form.getAttribute("method") || "").toLowerCase() !== "get" || form.closest("dialog")) return null;
    var field = form.querySelector("input[type=hidden][name=editor], input[type=hidden][name=confirm]");
    return field ? field.name + "=" + field.value : null;
  }
  // The opener to give the focus back to. Its key is kept in sessionStorage from the click
  // that opened the dialog until a page without the dialog has loaded (read once, at load:
  // a page about to navigate may see its dialog vanish first and must leave the key to the
  // next page). The value is then kept until the user does something, because the first
  // live patch may replace the region the button is in.
  var pendingOpener = null;
  var dialogOpener = null;
  var loaded = false;
  function returnFocus() {
    if (!loaded) {
      pendingOpener = sessionStorage.getItem(OPENER_KEY);
      sessionStorage.removeItem(OPENER_KEY);
    }
    if (dialogOpener) {
      pendingOpener = dialogOpener;
      dialogOpener = null;
    }
    if (!pendingOpener) return;
    var active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    var parts = pendingOpener.split("=");
    var field = document.querySelector('form[method=get] input[type=hidden][name="' + CSS.escape(parts[0]) + '"][value="' + CSS.escape(parts[1] || "") + '"]');
    var button = field && field.form.querySelector("button:not([disabled])");
    if (button) button.focus();
  }
  function userActed() {
    pendingOpener = null;
    if (!document.querySelector("dialog[data-animals-dialog][open]")) sessionStorage.removeItem(OPENER_KEY);
  }
  document.addEventListener("pointerdown", userActed, true);
  document.addEventListener("keydown", userActed, true);

  function updateDialogs() {
    var dialogs = document.querySelectorAll("dialog[data-animals-dialog][open]");
    if (dialogs.length === 0) {
      returnFocus();
      return;
    }
    if (!dialogOpener) dialogOpener = sessionStorage.getItem(OPENER_KEY);
    dialogs.forEach(showModal);
  }

  function update() {
    updateSaveButtons();
    updateDialogs();
    loaded = true;
  }

  document.addEventListener("focusin", function (event) {
    if (event.target && event.target.id) lastFocusedId = event.target.id;
  });
  document.addEventListener("input", updateSaveButtons);
  document.addEventListener("change", updateSaveButtons);
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    var dialog = document.querySelector("dialog[data-animals-dialog][open]");
    if (dialog) {
      event.preventDefault();
      dismiss(dialog);
    }
  });
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.hasAttribute) return;
    var opener = openerOf(form);
    if (opener) sessionStorage.setItem(OPENER_KEY, opener);
    if (form.hasAttribute("data-animals-editor")) carryEditorFields(form);
  }, true);
  // Live updates replace regions: new dialogs are shown modal, closed ones return the focus.
  new MutationObserver(update).observe(document.body, { childList: true, subtree: true });
  update();
})();
