import PageMarkup
import Plot
import Testing

@Suite struct ButtonTests {
  @Test func postButtonCarriesItsReturnLocationThenItsFields() {
    let html = Markup.postButton(
      "Delete", action: "/sample/actions/delete", returnTo: "/sample?selected=1", fields: [("id", "1")]
    ).render()
    #expect(
      html
        == #"<form method="post" action="/sample/actions/delete"><input type="hidden" name="return" value="/sample?selected=1"/><input type="hidden" name="id" value="1"/><button type="submit">Delete</button></form>"#
    )
  }

  @Test func postButtonEscapesEveryAttribute() {
    let html = Markup.postButton(
      "<b>", action: #"/a"b"#, returnTo: #"/x"><script>"#, fields: [("n", "'v'")], style: ButtonStyle(ariaLabel: #"say "hi""#)
    ).render()
    #expect(!html.contains("<script>"))
    #expect(!html.contains("<b>"))
    #expect(html.contains(#"action="/a&quot;b""#))
    #expect(html.contains(#"value="/x&quot;&gt;&lt;script&gt;""#))
    #expect(html.contains(#"value="&#39;v&#39;""#))
    #expect(html.contains(#"aria-label="say &quot;hi&quot;""#))
  }

  @Test func styleWritesItsAttributesInAFixedOrder() {
    let style = ButtonStyle(className: "danger", ariaLabel: "Delete Lion", role: "menuitemradio", isChecked: false, isDisabled: true)
    let html = Markup.submitButton("Delete", style: style).render()
    #expect(
      html
        == #"<button type="submit" class="danger" role="menuitemradio" aria-checked="false" aria-label="Delete Lion" disabled>Delete</button>"#
    )
  }

  @Test func pageLinksPostButtonReturnsToThePageWithItsState() {
    let html = sampleLinks.postButton("Delete All", form: .deleteAll, returningTo: SampleState(search: "a b")).render()
    #expect(html.contains(#"action="/sample/actions/delete-all""#))
    #expect(html.contains(#"<input type="hidden" name="return" value="/sample?search=a%20b"/>"#))
  }

  @Test func navigationButtonIsAGetFormCarryingTheState() {
    let html = sampleLinks.navigationButton("Select", to: SampleState(selected: "7", search: "x&y")).render()
    #expect(
      html
        == #"<form method="get" action="/sample"><input type="hidden" name="selected" value="7"/><input type="hidden" name="search" value="x&amp;y"/><button type="submit">Select</button></form>"#
    )
  }

  @Test func hiddenFieldsLeaveOutWhatTheFormSendsItself() {
    let html = Markup.hiddenFields(SampleState(selected: "7", search: "x"), excluding: ["search"]).map { $0.render() }
    #expect(html == [#"<input type="hidden" name="selected" value="7"/>"#])
  }
}
