import PageMarkup
import Plot
import Testing

@Suite struct MenuTests {
  private let sortMenu = Menu(
    "Sort",
    className: "quakes-menu",
    id: "sort-menu",
    entries: [
      .group(
        "Sort Order",
        [
          .link("Forward", href: "/quakes", isChecked: true),
          .link("Reverse", href: "/quakes?order=reverse", isChecked: false),
        ]
      )
    ]
  )

  @Test func menuIsADisclosureWithANamedMenuList() {
    let html = sortMenu.node().render()
    #expect(
      html.hasPrefix(
        #"<details class="quakes-menu" id="sort-menu"><summary role="button" class="quakes-menu-button" aria-haspopup="menu">Sort</summary><div role="menu" aria-label="Sort">"#
      ))
    #expect(html.hasSuffix("</div></details>"))
  }

  @Test func radioItemsAnnounceTheirCheckedStateInsteadOfAGlyph() {
    let html = sortMenu.node().render()
    #expect(html.contains(#"<a role="menuitemradio" aria-checked="true" href="/quakes">Forward</a>"#))
    #expect(html.contains(#"<a role="menuitemradio" aria-checked="false" href="/quakes?order=reverse">Reverse</a>"#))
    #expect(!html.contains("✓"))
  }

  @Test func groupIsNamedOnceForAssistiveTechnology() {
    let html = sortMenu.node().render()
    #expect(
      html.contains(#"<div role="group" aria-label="Sort Order"><span class="quakes-menu-heading" aria-hidden="true">Sort Order</span>"#))
  }

  @Test func postItemIsAFormWhoseButtonIsAMenuItem() {
    let item = MenuItem.post(
      "All Hour", action: "/quakes/actions/refresh", returnTo: "/quakes?date=2018-06-10", fields: [("range", "allHour")])
    #expect(
      item.node().render()
        == #"<form method="post" action="/quakes/actions/refresh"><input type="hidden" name="return" value="/quakes?date=2018-06-10"/><input type="hidden" name="range" value="allHour"/><button type="submit" role="menuitem">All Hour</button></form>"#
    )
  }

  @Test func disabledItemsCannotBeChosen() {
    #expect(
      MenuItem.post("Delete Selected", action: "/a", returnTo: "/", isDisabled: true).node().render().contains(
        #"role="menuitem" disabled>"#))
    #expect(MenuItem.link("Next", href: "/next", isDisabled: true).node().render() == #"<a role="menuitem" aria-disabled="true">Next</a>"#)
  }

  @Test func disabledMenuIsAButtonThatCannotOpen() {
    let html = Menu("Delete", className: "quakes-menu", isDisabled: true, entries: [.item(.link("x", href: "/x"))]).node().render()
    #expect(html == #"<button type="button" class="quakes-menu-button" aria-haspopup="menu" disabled>Delete</button>"#)
  }

  @Test func titlesAreEscaped() {
    let html = Menu("<Sort>", entries: [.item(.link("a&b", href: #"/x?"y"#))]).node().render()
    #expect(html.contains(#"aria-label="&lt;Sort&gt;""#))
    #expect(html.contains(">a&amp;b</a>"))
    #expect(html.contains(#"href="/x?&quot;y""#))
  }
}
